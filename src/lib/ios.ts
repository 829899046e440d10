/**
 * Whether the browser runs on iOS (an iPad asking for the desktop site says Macintosh, with touch).
 * Self-contained: the site's script carries its text (src/lib/site-behaviour.ts).
 */
export function isIOS(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
