import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { ROUTE_REDIRECTS } from './lib/routes';
import { staticSecurityHeaders } from './lib/security/csp';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `next dev` logs every server action with its arguments, which include passwords (sign-in, reset) and tokens.
  logging: { serverFunctions: false },
  // Benchmarks and end-to-end tests build into their own folders so they never clobber each other.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `npm test` type-checks the whole project just before its e2e build; that build need not do it again.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  // PGlite ships 15 MB of WASM and data: load it from node_modules, never bundle it (STACK-NOTES 3). pdf.js and
  // its Skia canvas, which draw the signing pages' images (D86), run in a worker thread loaded outside the
  // build (server/platform/pdf/rasterize-worker.mjs). xmllint-wasm (the NFS-e schema check, D203) starts a worker
  // thread from its own files and loads its WASM beside them: it too stays in node_modules.
  serverExternalPackages: ['@electric-sql/pglite', 'xmllint-wasm'],
  // Next's cache wrapped for the page-delivery layer (docs/architecture.md, Page delivery): each cached page's CSP is
  // computed once per generation, 404s are not kept, nothing is written to disk at run time. It wraps Next's own
  // cache, or the one shared by every instance through Redis/Valkey when REDIS_URL is set at start. An absolute
  // path: a relative one is taken from distDir.
  cacheHandler: path.join(process.cwd(), 'server/platform/cache/page-cache-handler.mjs'),
  // `next dev` keeps what it compiled on disk for its next start. CI's dev e2e starts from an empty build folder and
  // throws it away (scripts/dev-e2e-server.ts): writing that cache there only takes the cores the screens compile on.
  // The same for `next build` in CI's e2e (scripts/e2e-server.ts): a fresh machine never reads that cache again.
  experimental: {
    ...(process.env.NEXT_DEV_DISK_CACHE === 'off' ? { turbopackFileSystemCacheForDev: false } : {}),
    ...(process.env.NEXT_BUILD_DISK_CACHE === 'off' ? { turbopackFileSystemCacheForBuild: false } : {}),
  },
  async redirects() {
    return ROUTE_REDIRECTS.map((r) => ({ ...r, permanent: true }));
  },
  // D86: every signing link is served by one static shell (app/(links)/assinar/page.tsx), which reads its token from
  // the address bar; proxy.ts rewrites /assinar/{token} to it without the token (D195), never a `rewrites()` here.
  async headers() {
    return [
      // Document 000 §2.9: proposals are reached by link only and never indexed.
      { source: '/proposta/:slug*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
      { source: '/p/:slug*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
      // Public contracts (/c/{slug}) are reached by link only and never indexed.
      { source: '/c/:slug*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
      // Self-hosted font files (public/fonts): a new version gets a new name.
      { source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      // D45. Pages get their Content-Security-Policy from proxy.ts (nonce or hashes).
      { source: '/:path*', headers: staticSecurityHeaders(process.env.NODE_ENV === 'production') },
      // A signing link's address carries its token: no shared cache (a CDN, a corporate proxy) may keep the page.
      { source: '/assinar/:token', headers: [{ key: 'Cache-Control', value: 'private, no-cache' }] },
      // The portal's sign-in link carries its token too: nothing it leads to learns the address.
      { source: '/portal/entrar', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
      // No page may be framed by another site (clickjacking); only the PDF files are framed, by the
      // app's own viewer (its iframe/object fallbacks, document 001 §9).
      { source: '/((?!api/files/).*)', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] },
      {
        source: '/api/files/:path*',
        headers: [
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Content-Security-Policy', value: "frame-ancestors 'self'" },
        ],
      },
    ];
  },
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
