'use client';

import { useState } from 'react';
import { toast } from 'sonner';

/**
 * A task the person started (a click, a submit) that talks to the server: `pending` while it runs,
 * and the failure toast when it throws (the network gone, the server down).
 */
export function useBusy(failure: string) {
  const [pending, setPending] = useState(false);
  const run = async (task: () => Promise<void>) => {
    setPending(true);
    try {
      await task();
    } catch {
      toast.error(failure);
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}
