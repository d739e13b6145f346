import { telHref } from '@/lib/phone-link';
import { Icon, type UiIconName } from '@/site/ui/Icon';
import type { IconName } from '@/site/ui/icon-names';
import { ButtonLink, Container } from '@/site/ui/primitives';

const WAYS: { href: string; icon: IconName | UiIconName; title: string; text: string }[] = [
  {
    href: '/services',
    icon: 'camera',
    title: 'Our services',
    text: 'Cameras, access control, alarms, monitoring',
  },
  { href: '/free-quote', icon: 'clipboard', title: 'Free quote', text: 'Tell us about your property' },
  { href: '/contact', icon: 'mail', title: 'Contact us', text: 'Address, hours and a message form' },
  { href: '/', icon: 'home', title: 'Home page', text: 'Start again from the top' },
];

/** The site's 404: said plainly, with the ways on from here and, with a phone number, a call. */
export function NotFoundPage({ phone, openingHours }: { phone: string | null; openingHours: string | null }) {
  return (
    <section aria-labelledby="not-found-heading" className="bg-slate-50 py-16 sm:py-24">
      <Container className="max-w-4xl">
        <p className="font-display text-sm font-bold uppercase tracking-[0.16em] text-accent-700">
          Error 404
        </p>
        <h1
          id="not-found-heading"
          className="mt-3 font-display text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl"
        >
          We couldn’t find that page
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-600">
          The address may be mistyped, or the page has moved. These will get you where you were going:
        </p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2">
          {WAYS.map((way) => (
            <li key={way.href}>
              <a
                href={way.href}
                className="group flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-card transition-shadow hover:shadow-lift"
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-900 text-accent-400">
                  <Icon name={way.icon} className="size-6" />
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
              Rather talk to someone?
              {openingHours ? ` We are open ${openingHours}.` : ''}
            </p>
            <ButtonLink href={telHref(phone)}>
              <Icon name="phone" className="size-5" /> Call {phone}
            </ButtonLink>
          </div>
        )}
      </Container>
    </section>
  );
}
