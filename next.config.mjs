/**
 * Plain JavaScript on purpose: a `next.config.ts` makes every server start load Next's SWC compiler
 * to read it, about 30 MB of resident memory for the life of the process.
 */

/**
 * Sent with every response; HTML pages get their own Content-Security-Policy from the custom server
 * (scripts/content-security-policy.ts), which replaces the strict fallback below. `next dev` runs
 * without the custom server (and its hot reload needs eval): there, no policy at all.
 */
const isDevelopment = process.env.NODE_ENV === 'development';
const strictFallbackPolicy = {
  key: 'Content-Security-Policy',
  value:
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
};
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ...(isDevelopment ? [] : [strictFallbackPolicy]),
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Type checking and linting run in `npm test`, not twice in every build.
  typescript: { ignoreBuildErrors: true },
  serverExternalPackages: ['better-sqlite3', 'pg', '@node-rs/argon2', 'pino', 'rate-limiter-flexible'],
  experimental: { optimizePackageImports: ['@mantine/core', '@mantine/hooks', '@tabler/icons-react'] },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
