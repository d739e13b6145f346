import { pageLanguage } from '@/site/i18n/page-language';
import { NEWSLETTER_WORDS } from './words';

const TONES = {
  dark: {
    label: 'text-brand-100',
    error: 'text-accent-300',
    input: 'border-white/20',
  },
  light: {
    label: 'text-brand-950',
    error: 'text-red-700',
    input: 'border-slate-300',
  },
};

/**
 * The newsletter sign-up: in the footer (dark, `idPrefix="newsletter"`) and on `/newsletter`. The
 * pitch is the surrounding text's (`describedBy` names it); the form only asks for the address.
 * A plain form post to `/newsletter/subscribe` in the page's language, with or without JavaScript
 * (no script of its own on every page), answered on `/newsletter` in that language: a thank-you, or
 * the form again with the reason and the address as typed (`defaultEmail`, `error`). The page it was
 * sent from is the subscriber's source.
 */
export async function NewsletterSignup({
  idPrefix,
  describedBy,
  tone = 'dark',
  defaultEmail,
  error,
}: {
  idPrefix: string;
  /** The id of the sentence that says what the newsletter is. */
  describedBy?: string;
  tone?: keyof typeof TONES;
  defaultEmail?: string;
  /** Why the last sign-up was refused. */
  error?: string;
}) {
  const { locale, href } = await pageLanguage();
  const words = NEWSLETTER_WORDS[locale];
  const colors = TONES[tone];
  const inputId = `${idPrefix}-email`;
  const errorId = `${idPrefix}-error`;
  return (
    <form method="post" action={href('/newsletter/subscribe')}>
      <label htmlFor={inputId} className={`block text-sm font-semibold ${colors.label}`}>
        {words.emailLabel}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row md:flex-col lg:flex-row">
        <input
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          required
          maxLength={254}
          defaultValue={defaultEmail}
          placeholder={words.emailPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={[describedBy, error && errorId].filter(Boolean).join(' ') || undefined}
          className={`min-h-12 w-full min-w-0 flex-1 rounded-lg border bg-white px-3.5 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-4 focus:ring-accent-400/60 ${colors.input}`}
        />
        <button
          type="submit"
          className="min-h-12 shrink-0 rounded-lg bg-accent-500 px-5 font-semibold text-brand-950 transition-colors hover:bg-accent-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
        >
          {words.subscribe}
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className={`mt-2 text-sm font-medium ${colors.error}`}>
          {error}
        </p>
      )}
    </form>
  );
}
