/** A toast the site asks for (toasts.ts), as the toast root shows it (toast-root.tsx). */
export type ToastKind = 'success' | 'error';
export type ToastRequest = { kind: ToastKind; title: string; description?: string };
