import { cslbLicenseNumber, cslbLicenseUrl } from '@/lib/trust-signals';
import { pageLanguage } from '../i18n/page-language';
import { TRUST_WORDS } from './words';

/**
 * "Verify license #1098765 with the CSLB": the state board's own page of the licence, in a new tab
 * (the visitor keeps this site open while checking). Nothing when the licence line has no number.
 */
export async function LicenseLink({
  license,
  className = '',
}: {
  license: string | null;
  className?: string;
}) {
  const url = cslbLicenseUrl(license);
  if (!url) return null;
  const words = TRUST_WORDS[(await pageLanguage()).locale];
  return (
    <a href={url} target="_blank" rel="noopener" className={`underline underline-offset-4 ${className}`}>
      {words.verifyLicense(cslbLicenseNumber(license))}
      <span className="sr-only">
        {words.boardName}
        {words.newTabNote}
      </span>
    </a>
  );
}
