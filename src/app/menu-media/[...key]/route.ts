import { contentTypeOf, isMenuMediaKey, menuMediaStorage } from '@/server/media/menu-media';
import { publicRoute } from '@/server/route';

/** Public menu images. Names are unique per upload, so they can be cached for good. */
export const GET = publicRoute<{ key: string[] }>(
  "the menu's published photos, the same for everyone",
  async (_request, params) => {
    const key = (await params).key.join('/');
    const type = contentTypeOf(key);
    // A NUL, a dot-dot or an encoded slash is no key of ours: not found, before storage is asked.
    if (!type || !isMenuMediaKey(key)) return new Response('Not found', { status: 404 });
    const body = await menuMediaStorage().get(key);
    if (!body) return new Response('Not found', { status: 404 });
    return new Response(Buffer.from(body), {
      headers: {
        'content-type': type,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      },
    });
  },
);
