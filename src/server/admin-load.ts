import 'server-only';
import { logger } from './logger';

/** A console screen's read; a failure is logged and the screen shows its "Failed to load" state. */
export async function loadOrNull<T>(screen: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    logger.error({ err: error, screen }, 'admin screen failed to load');
    return null;
  }
}
