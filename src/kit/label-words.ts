/**
 * A module's or a setting's label inside a sentence: in lower case, an initialism as written
 * (`Delete an FAQ`, `Get one CCTV package`). Labels are declared capitalised, as a heading reads.
 */
export const labelInSentence = (label: string) =>
  label
    .split(' ')
    .map((word) => (/^[A-Z]{2,}s?$/.test(word) ? word : word.toLowerCase()))
    .join(' ');

/** The label in a sentence after "a" or "an", as it is said: an inquiry, an FAQ, a user, a CCTV package. */
export function withArticle(label: string): string {
  const noun = labelInSentence(label);
  const first = noun.split(' ')[0];
  const an = /^[A-Z]{2,}s?$/.test(first)
    ? /^[AEFHILMNORSX]/.test(first)
    : /^[aeiou]/.test(first) && !/^(one|uni|us|eu)/.test(first);
  return `${an ? 'an' : 'a'} ${noun}`;
}

/** `text` with its first letter capitalised, to begin a sentence. */
export const sentenceStart = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
