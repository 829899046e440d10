import { CART_STORAGE_KEY } from '../lib/cart-storage.ts';
import { clientReferences, isInert } from './framework-free.mts';
import type { ClientModules } from './next-surface.mts';
import type { FrameworkStart } from './paint-first.mts';

/**
 * A public page whose framework waits for a person's first touch (docs/decisions/0027).
 *
 * Where every client component on a page either does nothing in a page already drawn
 * (framework-free.mts) or works before the framework runs, and says so honestly (a form that
 * posts without JavaScript, a menu whose categories are links, a dish's Add button whose tap is
 * held and made again), starting React at the first paint only costs a phone its main thread
 * while nobody uses it. Such a page fetches the framework's files after its first paint and runs
 * them on the first touch (paint-first.mts). A page with any other component starts at once.
 *
 * Each component is known by its module (as the build's manifest names it) and its export name,
 * as in framework-free.mts: one that is not listed keeps its page starting at once, so a new
 * component with behaviour of its own needs nothing to be safe.
 */
type UntilTouched = {
  module: string;
  name: string;
  /** What the component shows from the browser's storage: then it starts at once where that holds something. */
  stored?: string;
  /** A parameter of the address the component acts on at once: then it starts at once where the address has it. */
  query?: string;
};

export const UNTIL_TOUCHED: readonly UntilTouched[] = [
  // The texts the page's client components read (client-messages.tsx): a context, nothing drawn.
  {
    module: 'node_modules/next-intl/dist/esm/production/shared/NextIntlClientProvider.js',
    name: 'default',
  },
  // Forms: each posts to the server without JavaScript (ADR 0004), its texts in the page.
  { module: 'src/components/forms/form-text.tsx', name: 'FormTextProvider' },
  { module: 'src/features/visitor-forms/site/email-signup-form.tsx', name: 'EmailSignupForm' },
  { module: 'src/features/visitor-forms/site/franchise-form.tsx', name: 'FranchiseForm' },
  // Its dialog opens at once from a review link (`?review=<restaurant>`).
  {
    module: 'src/features/visitor-forms/site/feedback-card.tsx',
    name: 'FeedbackCard',
    query: 'review',
  },
  { module: 'src/features/visitor-forms/site/contact-form.tsx', name: 'ContactForm' },
  { module: 'src/features/visitor-forms/site/careers-form.tsx', name: 'CareersForm' },
  { module: 'src/features/visitor-forms/site/catering-form.tsx', name: 'CateringForm' },
  { module: 'src/features/reservations/site/reservation-form.tsx', name: 'ReservationForm' },
  // The button of a page reached from an e-mail's link (a sign-up's confirmation, an unsubscribe).
  { module: 'src/components/forms/link-button-form.tsx', name: 'LinkButtonForm' },
  // A guest's account: its forms post without JavaScript (the details, signing out, deleting),
  // signing in is two such forms, and 'Order again' is a link to the ordering page whose tap
  // before the page is live is held and made again once it is (`data-needs-script`).
  { module: 'src/features/accounts/site/guest-sign-in-form.tsx', name: 'GuestSignInForm' },
  { module: 'src/features/accounts/site/guest-details-form.tsx', name: 'GuestDetailsForm' },
  { module: 'src/features/accounts/site/account-button-form.tsx', name: 'AccountButtonForm' },
  { module: 'src/features/ordering/site/order-again-button.tsx', name: 'OrderAgainButton' },
  // Passkeys need the script: drawn disabled, enabled as it runs, a tap before held and made again.
  { module: 'src/features/accounts/site/passkey-buttons.tsx', name: 'PasskeySignInButton' },
  { module: 'src/features/accounts/site/passkey-buttons.tsx', name: 'AddPasskeyButton' },
  // The menu: drawn whole by the server, its categories links, its data a JSON-LD script.
  { module: 'src/features/menu/site/menu-page-parts.tsx', name: 'MenuStructuredData' },
  { module: 'src/features/menu/site/menu-page-parts.tsx', name: 'RestaurantMenuStructuredData' },
  { module: 'src/features/menu/site/dish-ordering.tsx', name: 'DishOrderingProvider' },
  { module: 'src/features/menu/site/menu-browser.tsx', name: 'MenuBrowser' },
  // Ordering: the menu drawn by the server, each Add tap held until the page is live; the cart
  // lives in the browser's storage, so a guest who has one gets the framework at once, and a
  // dish's own link (`?dish=<slug>`) opens its dialog at once.
  { module: 'src/features/ordering/site/add-dish-button.tsx', name: 'AddDishButton' },
  // A dish served at some times: its hours are drawn by the server; whether it is served now
  // (greyed) follows once the page is live, at the first touch or scroll.
  { module: 'src/features/ordering/site/served-now.tsx', name: 'ServedNow' },
  // The pickup time: drawn without a time until the page is live (it is this browser's choice),
  // its button held like the Add buttons; the times open are asked for when it is tapped.
  { module: 'src/features/ordering/site/pickup-chooser.tsx', name: 'PickupChooser' },
  {
    module: 'src/features/ordering/site/order-board.tsx',
    name: 'OrderBoard',
    stored: CART_STORAGE_KEY,
    query: 'dish',
  },
  {
    module: 'src/features/ordering/site/checkout-form.tsx',
    name: 'CheckoutForm',
    stored: CART_STORAGE_KEY,
  },
];

/**
 * When a page's framework starts (paint-first.mts): on the first touch where every client
 * component of the page is inert or listed above (at once where the browser holds what one shows,
 * or the address has the parameter one acts on), else (or where its flight cannot be read) at the
 * first paint.
 */
export function frameworkStart(html: string, modules: ClientModules): FrameworkStart {
  const references = clientReferences(html);
  if (references === null) return null;
  const stored = new Set<string>();
  const queries = new Set<string>();
  for (const reference of references) {
    if (isInert(reference, modules)) continue;
    const source = modules(reference.id);
    const listed = UNTIL_TOUCHED.find(
      (entry) => entry.module === source && entry.name === reference.name,
    );
    if (!listed) return null;
    if (listed.stored) stored.add(listed.stored);
    if (listed.query) queries.add(listed.query);
  }
  // The loader reads one storage key and one parameter: a page with more starts at once.
  if (stored.size > 1 || queries.size > 1) return null;
  const [key] = stored;
  const [query] = queries;
  return { untilTouched: true, ...(key ? { stored: key } : {}), ...(query ? { query } : {}) };
}
