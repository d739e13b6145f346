import { COMMON_WORDS } from '../i18n/common-words';
import { pageLanguage } from '../i18n/page-language';

/** Shown on a record opened through a staff preview link: visitors cannot see this page yet. */
export async function PreviewRibbon({ show }: { show: boolean }) {
  if (!show) return null;
  const { locale } = await pageLanguage();
  return (
    <p
      role="status"
      className="bg-accent-400 px-5 py-2.5 text-center text-sm font-semibold text-brand-950 sm:text-base"
    >
      {COMMON_WORDS[locale].preview}
    </p>
  );
}
