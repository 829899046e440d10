/** Placeholders while the menu screen loads on the client. */
export function MenuSkeleton({ label }: { label: string }) {
  return (
    // Hidden when the browser runs no scripts: the menu never loads there; the page shows it as text.
    <div
      role="status"
      aria-label={label}
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 [@media(scripting:none)]:hidden"
    >
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="overflow-hidden card">
          <div className="aspect-[16/9] animate-pulse bg-sand" />
          <div className="space-y-3 p-5">
            <div className="h-5 w-2/3 animate-pulse rounded bg-sand" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-sand" />
            <div className="h-10 w-32 animate-pulse rounded-full bg-sand" />
          </div>
        </div>
      ))}
    </div>
  );
}
