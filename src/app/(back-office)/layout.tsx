import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { mantineHtmlProps } from '@mantine/core';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdminProviders } from '@/admin/providers/AdminProviders';
import { ADMIN_TITLE } from '@/lib/constants';

export const metadata: Metadata = {
  title: ADMIN_TITLE,
  robots: { index: false, follow: false },
};

/** Root layout of the back office (/admin and /auth): Mantine, no public-site code. */
export default function BackOfficeLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" {...mantineHtmlProps}>
      <body>
        <AdminProviders>{children}</AdminProviders>
      </body>
    </html>
  );
}
