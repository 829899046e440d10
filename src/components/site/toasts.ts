/**
 * Toasts for the public site. The toast library is loaded on the first toast (after a form is
 * sent), not with the page: `SiteToaster` mounts it then and shows what was queued meanwhile.
 */
export type ToastKind = 'success' | 'error';
export type ToastRequest = { kind: ToastKind; title: string; description?: string };

type Listener = (request: ToastRequest) => void;

let listener: Listener | null = null;
const waiting: ToastRequest[] = [];

function show(request: ToastRequest) {
  if (listener) listener(request);
  else waiting.push(request);
}

export const toast = {
  success: (title: string, options?: { description?: string }) =>
    show({ kind: 'success', title, description: options?.description }),
  error: (title: string, options?: { description?: string }) =>
    show({ kind: 'error', title, description: options?.description }),
};

/** Used by `SiteToaster` only: receives every toast, starting with those asked for before. */
export function onToast(next: Listener): () => void {
  listener = next;
  for (const request of waiting.splice(0)) next(request);
  return () => {
    if (listener === next) listener = null;
  };
}
