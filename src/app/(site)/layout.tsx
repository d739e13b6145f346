import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';

export const metadata: Metadata = {
  title: {
    default: 'Security Camera Installation in Los Angeles | CCTV, Access Control & Alarms',
    template: '%s | Security Camera Installation Los Angeles',
  },
  description:
    'Professional security camera installation in Los Angeles: CCTV, access control, alarm systems and remote video monitoring. Free quote, 24/7 support.',
};

export const viewport: Viewport = { themeColor: '#0b1f4d', width: 'device-width', initialScale: 1 };

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="bg-white font-sans text-slate-800 antialiased">{children}</body>
    </html>
  );
}
