import type { ReactNode } from 'react';

/** How each platform is named to people (the link's accessible name) and drawn. */
export const SOCIAL_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X (Twitter)',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  yelp: 'Yelp',
  google: 'Google Business Profile',
  nextdoor: 'Nextdoor',
};

const letter = (text: string) => (
  <text
    x="12"
    y="16.6"
    textAnchor="middle"
    fontFamily="Arial, Helvetica, sans-serif"
    fontWeight="700"
    fontSize="13"
    fill="currentColor"
    stroke="none"
  >
    {text}
  </text>
);

const GLYPHS: Record<string, ReactNode> = {
  facebook: (
    <path
      fill="currentColor"
      stroke="none"
      d="M13.6 21v-7.8h2.6l.4-3.1h-3V8.2c0-.9.3-1.5 1.5-1.5h1.6V4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H8v3.1h2.5V21z"
    />
  ),
  instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4.5" />
      <circle cx="12" cy="12" r="3.6" />
      <circle cx="16.9" cy="7.1" r="0.6" fill="currentColor" />
    </>
  ),
  x: (
    <>
      <path d="M4.5 4h4.2l10.8 16h-4.2z" />
      <path d="M19 4l-5.8 6.6M5 20l5.8-6.6" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.8" y="5.8" width="18.4" height="12.4" rx="3.5" />
      <path d="m10 9.3 4.8 2.7-4.8 2.7z" fill="currentColor" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2.5" />
      <path d="M8 10.5V16.5M8 7.6v.1M11.5 16.5v-6m0 2.6c0-1.6 1-2.8 2.5-2.8s2.3 1 2.3 2.8v3.4" />
    </>
  ),
  tiktok: <path d="M14 4v10.5a3.5 3.5 0 1 1-3-3.5M14 4c.4 2.4 2 4 4.5 4.2" />,
  yelp: letter('y'),
  google: letter('G'),
  nextdoor: letter('n'),
};

/** A platform's icon; the link around it carries the name. */
export function SocialIcon({ platform, className = 'size-5' }: { platform: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {GLYPHS[platform] ?? letter(platform.charAt(0).toUpperCase())}
    </svg>
  );
}
