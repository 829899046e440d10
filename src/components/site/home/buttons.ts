/** The home page's two call-to-action looks: the filled one and the outlined one. */
export const primaryButton =
  'inline-flex min-h-12 items-center gap-2 rounded-full bg-pomegranate px-6 font-semibold text-white shadow-sm transition-colors hover:bg-pomegranate-deep';
export const secondaryButton =
  'inline-flex min-h-12 items-center gap-2 rounded-full border-2 border-coffee/25 bg-white/60 px-6 font-semibold text-coffee transition-colors hover:bg-white';
