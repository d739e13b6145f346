import Link from 'next/link';
import { siteSettings } from '../content';
import { ButtonLink, Container, telHref } from '../ui/primitives';

/** The main navigation, in the order visitors look for things. */
export const MAIN_NAVIGATION = [
  { label: 'Services', href: '/services' },
  { label: 'Packages', href: '/cctv-packages' },
  { label: 'Monitoring', href: '/cctv-monitoring' },
  { label: 'Products', href: '/products' },
  { label: 'Our work', href: '/portfolio' },
  { label: 'Reviews', href: '/reviews' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

export async function SiteHeader() {
  const business = await siteSettings();
  return (
    <header className="border-b border-slate-200 bg-white">
      <Container className="flex min-h-16 items-center justify-between gap-4">
        <Link href="/" className="font-display text-lg font-bold text-brand-900">
          {business.siteName ?? 'Home'}
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex gap-5 text-sm font-medium text-slate-700">
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="hover:text-brand-700">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          {business.phone && (
            <a href={telHref(business.phone)} className="font-semibold text-brand-900">
              {business.phone}
            </a>
          )}
          <ButtonLink href="/free-quote">Free quote</ButtonLink>
        </div>
      </Container>
    </header>
  );
}
