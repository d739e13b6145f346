import type { PublicRecordOfModule } from '@/kit/define-module';
import type { MediaItem } from '@/lib/media-items';
import { pageLanguage } from '@/site/i18n/page-language';
import { Container } from '@/site/ui/primitives';
import { SiteImage } from '@/site/ui/SiteImage';
import type { clientsModule } from '../module';
import { LOGO_WORDS } from './words';

/** A client's or a partner's logo (partners are declared with the same fields). */
type Logo = PublicRecordOfModule<typeof clientsModule>;

/** The home page's logos: the clients who trust us, the brands we are certified on. */
export async function LogosSection({
  clients,
  partners,
  media,
}: {
  clients: Logo[];
  partners: Logo[];
  media: Map<number, MediaItem>;
}) {
  const words = LOGO_WORDS[(await pageLanguage()).locale];
  const group = (title: string, logos: Logo[]) =>
    logos.length > 0 && (
      <div>
        <h3 className="text-center font-display text-sm font-bold uppercase tracking-[0.16em] text-slate-600">
          {title}
        </h3>
        <ul className="mt-6 grid grid-cols-2 items-center gap-4 sm:grid-cols-4">
          {logos.map((logo) => {
            const image = logo.logoId ? media.get(logo.logoId) : undefined;
            const content = (
              <>
                <SiteImage
                  image={image}
                  alt=""
                  sizes="96px"
                  className="mx-auto h-10 w-auto max-w-full object-contain opacity-80 grayscale transition group-hover:opacity-100 group-hover:grayscale-0"
                />
                <span className="mt-2 block text-center font-display text-sm leading-tight font-bold text-slate-700">
                  {logo.name}
                </span>
              </>
            );
            return (
              <li
                key={logo.id}
                className="group flex min-h-28 flex-col items-center justify-center rounded-xl bg-white px-3 py-4 ring-1 ring-slate-200"
              >
                {logo.website ? (
                  <a href={logo.website} rel="noopener" className="block">
                    {content}
                  </a>
                ) : (
                  content
                )}
              </li>
            );
          })}
        </ul>
      </div>
    );
  return (
    <section aria-labelledby="logos-heading" className="bg-white py-16 sm:py-20">
      <Container>
        <h2 id="logos-heading" className="sr-only">
          {words.heading}
        </h2>
        <div className="grid gap-12 lg:grid-cols-2">
          {group(words.clients, clients)}
          {group(words.partners, partners)}
        </div>
      </Container>
    </section>
  );
}
