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
