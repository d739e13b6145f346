import { cslbLicenseNumber, cslbLicenseUrl } from '@/lib/trust-signals';
import { NEW_TAB_NOTE } from './new-tab';

/**
 * "Verify license #1098765 with the CSLB": the state board's own page of the licence, in a new tab
 * (the visitor keeps this site open while checking). Nothing when the licence line has no number.
 */
export function LicenseLink({ license, className = '' }: { license: string | null; className?: string }) {
  const url = cslbLicenseUrl(license);
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noopener" className={`underline underline-offset-4 ${className}`}>
      Verify license #{cslbLicenseNumber(license)} with the CSLB
      <span className="sr-only"> (California Contractors State License Board){NEW_TAB_NOTE}</span>
    </a>
  );
}
