import { UnsubscribeForm } from '@/modules/subscribers/site/UnsubscribeForm';
import { pageLanguage } from '@/site/i18n/page-language';
import { Container } from '@/site/ui/primitives';
import { NEWSLETTER_WORDS } from './words';

/** `/unsubscribe?token=...`: the newsletter's unsubscribe form in a card. */
export async function UnsubscribePage({ token }: { token: string }) {
  const words = NEWSLETTER_WORDS[(await pageLanguage()).locale];
  return (
    <div className="bg-slate-50 py-16 sm:py-24">
      <Container>
        <div className="mx-auto w-full max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 sm:p-10">
          <span
            aria-hidden="true"
            className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-7 w-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
            >
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <path d="m3 7 9 6 9-6" strokeLinejoin="round" />
            </svg>
          </span>
          <h1 className="mt-5 font-display text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
            {words.unsubscribeTitle}
          </h1>
          <UnsubscribeForm token={token} words={words.unsubscribe} />
        </div>
      </Container>
    </div>
  );
}
