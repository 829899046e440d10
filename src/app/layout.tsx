import type { ReactNode } from 'react';

// The real root layouts are app/[locale]/layout.tsx and app/admin/layout.tsx; this one only
// holds them (a not-found thrown under either is caught by its own segment's boundary). Paths
// outside both get app/global-not-found.tsx.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
