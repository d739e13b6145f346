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
  serverExternalPackages: ['better-sqlite3', 'pg', '@node-rs/argon2', 'pino', 'rate-limiter-flexible'],
  experimental: { optimizePackageImports: ['@mantine/core', '@mantine/hooks', '@tabler/icons-react'] },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders({ development: isDevelopment }) }];
  },
};

export default nextConfig;
