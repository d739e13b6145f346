/**
 * A module's or a setting's label inside a sentence: "Product categories" → "product categories",
 * while a word with more than one capital keeps them ("FAQs", "CCTV packages"). Labels are
 * declared capitalised, as a heading reads.
 */
export function inSentence(label: string): string {
  return label
    .split(' ')
    .map((word) => ((word.match(/[A-Z]/g)?.length ?? 0) > 1 ? word : word.toLowerCase()))
    .join(' ');
}

/** The label in a sentence after "a" or "an", as it is said: an inquiry, an FAQ, a user, a CCTV package. */
export function withArticle(label: string): string {
  const noun = inSentence(label);
  const first = noun.split(' ')[0];
  const an =
    (first.match(/[A-Z]/g)?.length ?? 0) > 1
      ? /^[AEFHILMNORSX]/.test(first)
      : /^[aeiou]/.test(first) && !/^(one|uni|us|eu)/.test(first);
  return `${an ? 'an' : 'a'} ${noun}`;
}

/** `text` with its first letter capitalised, to begin a sentence. */
export const sentenceStart = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
