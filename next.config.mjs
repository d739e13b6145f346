import { securityHeaders } from './scripts/security-headers.mjs';

/**
 * Plain JavaScript on purpose: a `next.config.ts` makes every server start load Next's SWC compiler
 * to read it, about 30 MB of resident memory for the life of the process.
 */

// Sent with every response (see scripts/security-headers.mjs); `next dev` runs without a policy.
const isDevelopment = process.env.NODE_ENV === 'development';

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Type checking and linting run in `npm test`, not twice in every build.
  typescript: { ignoreBuildErrors: true },
  // Loaded from node_modules once per process rather than bundled: Next gives every route handler
  // (the API, the feed, the sitemap, each form's endpoint) its own bundle of the server code it
  // imports, so a bundled library was held in memory once per route, eight times over (measured: a
  // 1.1 MB bundle each, 0.49 MB without these; the heap after `npm run bench`'s load 10 MB smaller).
  // Not zod, Hono or React Email: the app's schemas and components must share their copy with it.
  // React Email's HTML parsers are plain libraries (html-to-text with htmlparser2, html5parser):
  // 0.18 MB of each route's bundle.
  serverExternalPackages: [
    'better-sqlite3',
    'pg',
    '@node-rs/argon2',
    'pino',
    'rate-limiter-flexible',
    'nodemailer',
    'kysely',
    'jose',
    'sanitize-html',
    'file-type',
    'lru-cache',
    'csv-stringify',
    'slugify',
    '@oslojs/otp',
    '@oslojs/encoding',
    'html-to-text',
    'html5parser',
  ],
  experimental: { optimizePackageImports: ['@mantine/core', '@mantine/hooks', '@tabler/icons-react'] },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders({ development: isDevelopment }) }];
  },
};

export default nextConfig;
