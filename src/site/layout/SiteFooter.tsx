import Link from 'next/link';
import { contentsModule } from '@/modules/contents/module';
import { socialsModule } from '@/modules/socials/module';
import { siteSettings, visibleRecords } from '../content';
import { NewsletterSignup } from '../forms/NewsletterSignup';
import { Container, telHref } from '../ui/primitives';

export async function SiteFooter() {
  const [business, pages, socials] = await Promise.all([
    siteSettings(),
    visibleRecords(contentsModule),
    visibleRecords(socialsModule),
  ]);
  return (
    <footer className="bg-brand-950 text-brand-100">
      <Container className="grid gap-10 py-14 md:grid-cols-3">
        <div>
          <p className="font-display text-lg font-bold text-white">{business.siteName}</p>
          {business.address && (
            <p className="mt-3">
              {business.address}
              <br />
              {business.city} {business.postalCode}
            </p>
          )}
          {business.phone && (
            <p className="mt-3">
              <a href={telHref(business.phone)} className="text-white underline-offset-4 hover:underline">
                {business.phone}
              </a>
            </p>
          )}
          {business.licenseNumber && <p className="mt-3 text-sm">Licence {business.licenseNumber}</p>}
        </div>
        <nav aria-label="Footer">
          <ul className="space-y-2">
            {pages.map((page) => (
              <li key={page.id}>
                <Link href={`/pages/${page.slug}`} className="hover:text-white">
                  {page.title}
                </Link>
              </li>
            ))}
            {socials.map((social) => (
              <li key={social.id}>
                <a href={social.url} className="capitalize hover:text-white" rel="noopener">
                  {social.platform}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterSignup />
      </Container>
    </footer>
  );
}
