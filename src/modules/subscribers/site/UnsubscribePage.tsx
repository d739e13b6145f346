import { UnsubscribeAnswer, UnsubscribeForm } from '@/modules/subscribers/site/UnsubscribeForm';
import { pageLanguage } from '@/site/i18n/page-language';
import { Container } from '@/site/ui/primitives';
import { NEWSLETTER_WORDS } from './words';

/** Where the unsubscribe form is posted without JavaScript (`src/app/(site)/[lang]/unsubscribe/confirm`). */
export const UNSUBSCRIBE_FORM_PATH = '/unsubscribe/confirm';

/** How the form sent without JavaScript ended: `/unsubscribe?status=…`. */
export type UnsubscribeOutcome = 'done' | 'invalid' | 'failed';

/**
 * `/unsubscribe?token=...`: the newsletter's unsubscribe form in a card; with `outcome`, what became
 * of the form sent without JavaScript.
 */
export async function UnsubscribePage({
  token,
  outcome,
}: {
  token: string;
  outcome: UnsubscribeOutcome | null;
}) {
  const { locale, href } = await pageLanguage();
  const words = NEWSLETTER_WORDS[locale];
  const said = words.unsubscribe;
  const answers: Record<UnsubscribeOutcome, string> = {
    done: said.answers.done,
    invalid: said.answers.invalidLink,
    failed: said.tryAgain,
  };
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
          {outcome ? (
            <UnsubscribeAnswer ok={outcome === 'done'} message={answers[outcome]} />
          ) : (
            <UnsubscribeForm token={token} action={href(UNSUBSCRIBE_FORM_PATH)} words={said} />
          )}
        </div>
      </Container>
    </div>
  );
}
