import { appLink, type ShutdownHook } from './app-link.mts';

/**
 * Work to finish before the process exits (the mail outbox, the database). The app registers it;
 * the front server runs it once no request is left.
 */

export function onShutdown(name: string, run: ShutdownHook['run']): void {
  appLink().shutdownHooks.push({ name, run });
}

/** Last registered, first run (the outbox stops before the database it writes to closes). */
export async function runShutdownHooks(timeoutMs = 10_000): Promise<void> {
  const hooks = appLink().shutdownHooks.splice(0).reverse();
  for (const hook of hooks) {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        Promise.resolve().then(hook.run),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
    } catch (error) {
      console.error(`Shutdown step "${hook.name}" failed: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Ends every open live stream (server-sent events): the first step of stopping. */
export function endLiveStreams(): void {
  for (const end of [...appLink().liveStreams]) end();
  appLink().liveStreams.clear();
}
