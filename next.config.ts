import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// Catalogues are precompiled at build time: the browser gets a small formatter instead of the ICU
// message parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const config: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pino', 'sharp'],
  poweredByHeader: false,
  reactStrictMode: true,
  images: { formats: ['image/avif', 'image/webp'] },
  experimental: { serverActions: { bodySizeLimit: '12mb' } },
  // Font files are versioned by folder (public/fonts/v1): a new file goes into a new folder.
  async headers() {
    return [
      {
        source: '/fonts/v1/:file*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
};

export default withNextIntl(config);
