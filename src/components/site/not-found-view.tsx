import { ArrowLeft } from '@/components/ui/line-icons';

type Props = { code: string; title: string; home: string; homeHref: string };

/** The spec's not-found screen: '404', 'Oops! Page not found', a link back home. */
export function NotFoundView({ code, title, home, homeHref }: Props) {
  return (
    <main id="main" className="flex min-h-[60vh] items-center justify-center bg-cream px-4 py-24">
      <div className="text-center">
        <p className="font-display text-7xl font-bold text-pomegranate md:text-8xl">{code}</p>
        <h1 className="mt-4 text-2xl font-semibold text-charcoal md:text-3xl">{title}</h1>
        <a
          href={homeHref}
          className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-full bg-pomegranate px-6 font-semibold text-white hover:bg-pomegranate-deep"
        >
          <ArrowLeft aria-hidden="true" className="flip-rtl size-4" />
          {home}
        </a>
      </div>
    </main>
  );
}
