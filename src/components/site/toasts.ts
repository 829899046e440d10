/**
 * Toasts for the public site. Nothing of them is loaded with a page: the first toast (after a form
 * is sent) loads the toast library and mounts its container in a root of its own.
 */
import type { ToastRequest } from './toast-request';

function show(request: ToastRequest) {
  void import('./toast-root').then(({ showToast }) => showToast(request));
}

export const toast = {
  success: (title: string, options?: { description?: string }) =>
    show({ kind: 'success', title, description: options?.description }),
  error: (title: string, options?: { description?: string }) =>
    show({ kind: 'error', title, description: options?.description }),
};
