/**
 * `tel:` address of a phone number as staff type it: `(213) 555-0147` → `tel:+12135550147`. An
 * extension (`ext. 12`, `x12`, `#12`) follows a pause, which phones dial once the call is answered:
 * `tel:+12135550147,12`.
 */
export function telHref(phone: string): string {
  const [main, extension] = phone.split(/\s*(?:ext\.?|extension|x|#)\s*(?=\d+\s*$)/i);
  const digits = main.replace(/[^\d+]/g, '');
  const number = digits.startsWith('+') || digits.length !== 10 ? digits : `+1${digits}`;
  return `tel:${number}${extension ? `,${extension.trim()}` : ''}`;
}

/**
 * A phone number as the site writes one back to the visitor: a US number of ten digits (with or
 * without `+1`, however it was typed) as `(213) 555-0199`; anything else (an extension, another
 * country) as it was typed.
 */
export function phoneForDisplay(phone: string): string {
  const digits = phone.replace(/[\s().-]/g, '');
  const us = /^(?:\+?1)?(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : phone.trim();
}
