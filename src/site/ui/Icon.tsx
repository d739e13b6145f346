import type { ReactNode } from 'react';
import { SERVICE_ICON_PATHS } from '@/lib/service-icon-paths';
import type { IconName } from './icon-names';

/** Line icons drawn on a 24-unit grid in the text colour; decorative unless given a `title`. */
const PATHS: Record<IconName | UiIconName, ReactNode> = {
  ...SERVICE_ICON_PATHS,
  star: <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  arrowRight: <path d="M5 12h14m-5-5 5 5-5 5" />,
  arrowLeft: <path d="M19 12H5m5-5-5 5 5 5" />,
  chevronDown: <path d="m6 9 6 6 6-6" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  mapPin: (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="m3.5 7 8.5 6 8.5-6" />
    </>
  ),
  badge: (
    <>
      <circle cx="12" cy="9" r="5.5" />
      <path d="m8.5 13.5-1.5 7 5-2.5 5 2.5-1.5-7" />
    </>
  ),
  clipboard: (
    <>
      <rect x="5" y="4.5" width="14" height="16.5" rx="2" />
      <path d="M9 4.5V3h6v1.5M8.5 10h7M8.5 13.5h7M8.5 17h4" />
    </>
  ),
  headset: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
      <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
      <path d="M18.5 19a3 3 0 0 1-3 2.5H13" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  message: (
    <path d="M4.5 5.5h15a1 1 0 0 1 1 1v9.5a1 1 0 0 1-1 1H10l-4.5 3.5V17h-1a1 1 0 0 1-1-1V6.5a1 1 0 0 1 1-1zM8 10h8M8 13.5h5" />
  ),
  external: <path d="M14 4.5h5.5V10M19.5 4.5 11 13M17 14v5.5H4.5V7H10" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.3 2.4 3.5 5.2 3.5 8.5s-1.2 6.1-3.5 8.5c-2.3-2.4-3.5-5.2-3.5-8.5s1.2-6.1 3.5-8.5z" />
    </>
  ),
  quote: (
    <path d="M9.5 7C6.5 8 5 10.5 5 14v3.5h5V13H7.5c0-2 .8-3.3 2.5-4zm9 0c-3 1-4.5 3.5-4.5 7v3.5h5V13h-2.5c0-2 .8-3.3 2.5-4z" />
  ),
};

export type UiIconName =
  | 'star'
  | 'check'
  | 'arrowRight'
  | 'arrowLeft'
  | 'chevronDown'
  | 'menu'
  | 'close'
  | 'mapPin'
  | 'clock'
  | 'mail'
  | 'badge'
  | 'clipboard'
  | 'headset'
  | 'calendar'
  | 'message'
  | 'external'
  | 'globe'
  | 'quote';

export function Icon({
  name,
  className = 'size-6',
  title,
  filled = false,
}: {
  name: IconName | UiIconName;
  className?: string;
  /** A name for an icon that carries meaning on its own; without it the icon is hidden from screen readers. */
  title?: string;
  filled?: boolean;
}) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: the title is rendered whenever the icon is not hidden from screen readers.
    <svg
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={filled ? 1 : 1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
    >
      {title && <title>{title}</title>}
      {PATHS[name]}
    </svg>
  );
}

/** Five stars with the rating filled, read out as "Rated 4.8 out of 5" (or the page language's `label`). */
export function Stars({
  rating,
  className = 'size-5',
  label = `Rated ${rating} out of 5`,
}: {
  rating: number;
  className?: string;
  label?: string;
}) {
  const rounded = Math.round(rating);
  return (
    <span role="img" aria-label={label} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((position) => (
        <Icon
          key={position}
          name="star"
          filled
          className={`${className} ${position <= rounded ? 'text-accent-500' : 'text-slate-300'}`}
        />
      ))}
    </span>
  );
}
