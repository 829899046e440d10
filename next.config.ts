import type { NextConfig } from 'next';
import path from 'node:path';
import createNextIntlPlugin from 'next-intl/plugin';
import { cacheEnv } from './src/env.ts';

function sharedCacheConfig(): Partial<NextConfig> {
  if (!cacheEnv().REDIS_URL) return {};
  return {
    cacheHandler: path.resolve(process.cwd(), 'src/http/shared-cache.mts'),
    // The shared handler keeps its own in-memory layer.
    cacheMaxMemorySize: 0,
  };
}

// Catalogues are precompiled at build time: the browser gets a small formatter instead of the ICU
// message parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

// A menu category's slug in the query (named group: the rewrite below uses it).
const MENU_CATEGORY = '(?<category>[a-z0-9]+(?:-[a-z0-9]+)*)';

// Top-level sections of the public site (src/app/[locale]/(site) and (standalone)).
const PUBLIC_SECTIONS = [
  'menu',
  'locations',
  'franchise',
  'catering',
  'reserve',
  'careers',
  'contact',
  'privacy',
];

const config: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pino', 'sharp', '@redis/client'],
  // With REDIS_URL, every instance shares one page and data cache and its invalidations
  // (docs/decisions/0011). Without it, Next's own cache on this instance's disk.
  ...sharedCacheConfig(),
  poweredByHeader: false,
  // The front server (server.mts) compresses: each version of a cached page once, not per request.
  compress: false,
  generateEtags: false,
  reactStrictMode: true,
  // The widths the image optimizer makes: a dish's thumbnail (96-112 px, at one and two device
  // pixels to one) to a photo across a phone's screen or a quarter of a desktop's. Each is a
  // candidate in every photo's srcset, written into the page's HTML and its React data.
  images: {
    formats: ['image/avif', 'image/webp'],
    imageSizes: [96, 128, 256, 384],
    deviceSizes: [640, 828, 1080, 1600],
  },
  // globalNotFound: the 404 of addresses outside both root layouts has a layout of its own, so
  // that neither the site's nor the console's stylesheet leaks into the other (ADR 0009).
  experimental: { serverActions: { bodySizeLimit: '11mb' }, globalNotFound: true },
  // Locale routing without middleware (docs/decisions/0008): English lives at the spec's paths
  // and is served by the [locale] = en segment; Arabic is under /ar. A middleware on every request
  // cost about 40% of the throughput of cached pages.
  async redirects() {
    return [
      { source: '/en', destination: '/', permanent: true },
      { source: '/en/:path*', destination: '/:path*', permanent: true },
      // The spec's address of a menu category is /menu?category=<slug>; a restaurant's menu
      // follows it (/locations/<slug>/menu?category=<slug>).
      ...['', '/ar'].flatMap((prefix) => [
        {
          source: `${prefix}/menu/:category`,
          destination: `${prefix}/menu?category=:category`,
          permanent: true,
        },
        {
          source: `${prefix}/locations/:slug/menu/:category`,
          destination: `${prefix}/locations/:slug/menu?category=:category`,
          permanent: true,
        },
      ]),
    ];
  },
  async rewrites() {
    return {
      // The public site's own sections go straight to the English segment, before Next looks for
      // a file of that name: one route lookup instead of two on every page view.
      beforeFiles: [
        { source: '/', destination: '/en' },
        // /menu?category=<slug> is a page of its own (rendered on the server and cached), and
        // so is a restaurant's /locations/<slug>/menu?category=<slug>.
        ...['', '/ar'].flatMap((prefix) => [
          {
            source: `${prefix}/menu`,
            has: [{ type: 'query' as const, key: 'category', value: MENU_CATEGORY }],
            destination: `${prefix || '/en'}/menu/:category`,
          },
          {
            source: `${prefix}/locations/:slug/menu`,
            has: [{ type: 'query' as const, key: 'category', value: MENU_CATEGORY }],
            destination: `${prefix || '/en'}/locations/:slug/menu/:category`,
          },
        ]),
        // One rule per section: a destination without parameters is the cheapest to apply.
        ...PUBLIC_SECTIONS.map((section) => ({
          source: `/${section}`,
          destination: `/en/${section}`,
        })),
        {
          source: `/:section(${PUBLIC_SECTIONS.join('|')})/:rest+`,
          destination: '/en/:section/:rest+',
        },
      ],
      // After files: public files, _next assets and the app's own static routes (robots.txt,
      // sitemap.xml, /admin) are matched first; any other address without /ar is English (its
      // not-found page).
      afterFiles: [
        {
          source: '/:path((?!ar$|ar/|en$|en/|admin$|admin/|api/|menu-media/).*)',
          destination: '/en/:path',
        },
      ],
      fallback: [],
    };
  },
  // Font files are versioned by folder (public/fonts/v2): a new file goes into a new folder.
  async headers() {
    return [
      {
        source: '/fonts/v2/:file*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
};

export default withNextIntl(config);
