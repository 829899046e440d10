'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

const ErrorView = lazy(() => import('./error-view').then((m) => ({ default: m.ErrorView })));

/**
 * The error page, loaded only when a page fails: the error boundaries are part of every page's
 * scripts, their view and both languages' texts are not.
 */
export function LazyErrorView(props: ComponentProps<typeof ErrorView>) {
  return (
    <Suspense fallback={null}>
      <ErrorView {...props} />
    </Suspense>
  );
}
