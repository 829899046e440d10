/** The brand mark: a stylised Sana'a window (qamariya) arch. Decorative; the name is text. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className}>
      <rect width="40" height="40" rx="10" fill="#9e2a2b" />
      <path d="M10 32V19a10 10 0 0 1 20 0v13z" fill="#fbf6ec" />
      <path d="M14 32V20a6 6 0 0 1 12 0v12z" fill="#e0a526" />
      <circle cx="20" cy="13" r="2.5" fill="#9e2a2b" />
      <path d="M20 20v12M14 26h12" stroke="#9e2a2b" strokeWidth="1.5" />
    </svg>
  );
}
