import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdminProviders } from '@/admin/providers/AdminProviders';
import { COLOR_SCHEME_STORAGE_KEY, DEFAULT_COLOR_SCHEME } from '@/admin/providers/color-scheme';
import { ADMIN_TITLE } from '@/lib/constants';
import { scriptNonce } from '@/server/security/script-nonce';

export const metadata: Metadata = {
  title: ADMIN_TITLE,
  robots: { index: false, follow: false },
};

/**
 * Root layout of the back office (/admin and /auth): Mantine, no public-site code. Rendered on each
 * request, so its scripts carry that render's nonce (see `scriptNonce`).
 */
export default async function BackOfficeLayout({ children }: { children: ReactNode }) {
  const nonce = await scriptNonce();
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        {/* Sets the remembered (or the system's) scheme before the first paint: no flash of light. */}
        <ColorSchemeScript
          nonce={nonce}
          defaultColorScheme={DEFAULT_COLOR_SCHEME}
          localStorageKey={COLOR_SCHEME_STORAGE_KEY}
        />
        {/* Without JavaScript nothing is loading: only the message below the body's start shows. */}
        <noscript>
          <style>
            {
              ':root{color-scheme:light dark}body{background:Canvas;color:CanvasText}[data-loading-screen]{display:none}'
            }
          </style>
        </noscript>
      </head>
      <body>
        <noscript>
          <p style={{ padding: '1rem', margin: 0, fontFamily: 'system-ui, sans-serif' }}>
            The back office needs JavaScript. Turn it on for this site in your browser, then reload the page.
          </p>
        </noscript>
        <AdminProviders>{children}</AdminProviders>
      </body>
    </html>
  );
}
