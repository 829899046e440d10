import type { ReactNode } from 'react';

// The real root layouts are app/[locale]/layout.tsx and app/admin/layout.tsx; this one only
// exists so that app/not-found.tsx can serve paths outside both.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
