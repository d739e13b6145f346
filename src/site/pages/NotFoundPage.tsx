import { telHref } from '@/lib/phone-link';
import type { FrameWords } from '@/site/i18n/frame-words';
import type { PageLanguage } from '@/site/i18n/page-language';
import { Icon, type UiIconName } from '@/site/ui/Icon';
import type { IconName } from '@/site/ui/icon-names';
import { ButtonLink, Container } from '@/site/ui/primitives';

/** The icon of each way on, by its address. */
const WAY_ICONS: Record<string, IconName | UiIconName> = {
  '/services': 'camera',
  '/free-quote': 'clipboard',
  '/contact': 'mail',
  '/': 'home',
};

/** The site's 404: said plainly, with the ways on from here and, with a phone number, a call. */
export function NotFoundPage({
  phone,
  openingHours,
  words,
  language,
}: {
  phone: string | null;
  openingHours: string | null;
  words: FrameWords;
  language: PageLanguage;
}) {
  const said = words.notFound;
  return (
    <section aria-labelledby="not-found-heading" className="bg-slate-50 py-16 sm:py-24">
      <Container className="max-w-4xl">
        <p className="font-display text-sm font-bold uppercase tracking-[0.16em] text-accent-700">
          {said.eyebrow}
        </p>
        <h1
          id="not-found-heading"
          className="mt-3 font-display text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl"
        >
          {said.heading}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-600">{said.lead}</p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2">
          {said.ways.map((way) => (
            <li key={way.href}>
              <a
                href={language.href(way.href)}
                className="group flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-card transition-shadow hover:shadow-lift"
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-900 text-accent-400">
                  <Icon name={WAY_ICONS[way.href] ?? 'arrowRight'} className="size-6" />
                </span>
                <span className="flex-1">
                  <span className="block font-display text-lg font-bold text-brand-900 group-hover:underline">
                    {way.title}
                  </span>
                  <span className="block text-slate-600">{way.text}</span>
                </span>
                <Icon name="arrowRight" className="size-5 text-slate-400" />
              </a>
            </li>
          ))}
        </ul>
        {phone && (
          <div className="mt-10 flex flex-col gap-4 rounded-2xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
            <p className="text-lg">
              {said.talk}
              {openingHours ? said.openAt(openingHours) : ''}
            </p>
            <ButtonLink href={telHref(phone)}>
              <Icon name="phone" className="size-5" /> {words.callNumber(phone)}
            </ButtonLink>
          </div>
        )}
      </Container>
    </section>
  );
}
