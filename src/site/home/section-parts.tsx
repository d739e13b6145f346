import { Icon } from '../ui/Icon';
import { SiteLink } from '../ui/SiteLink';

/**
 * Pieces the home page sections share: a "see all" link (to the page in the visitor's language; the
 * caller gives the English path and the words) and a heading row with it.
 */
export function MoreLink({ href, children }: { href: string; children: string }) {
  return (
    <SiteLink
      href={href}
      className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline in-data-[tone=dark]:text-accent-300"
    >
      {children}
      <Icon name="arrowRight" className="size-4" />
    </SiteLink>
  );
}

export function HeadingRow({ children, link }: { children: React.ReactNode; link?: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      {children}
      {link && <div className="shrink-0">{link}</div>}
    </div>
  );
}
