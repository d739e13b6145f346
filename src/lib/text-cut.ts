const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * At most `max` UTF-16 units of `text` (the length a form field's limit counts), cut where a
 * character ends: never half of an emoji, which `encodeURIComponent` refuses (URIError) and a
 * cookie, a header or a mail subject would carry as garbage.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = max > 0 && isHighSurrogate(text.charCodeAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}
