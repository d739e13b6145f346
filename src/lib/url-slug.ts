import slugify from 'slugify';

/** Markup someone typed or pasted into a title (`<i>`, `</b>`): it is not part of the words. */
const MARKUP = /<\/?[a-z][^<>]*>/gi;

/**
 * The address part made of a text: lower case, ASCII letters and digits joined by hyphens
 * (`Café & Bar` → `cafe-and-bar`). Markup is dropped and a stray `<` or `>` is a space, so that
 * `<i>Night vision</i>` is `night-vision`, not slugify's spelled-out `lessigreaternight-vision…`.
 */
export function urlSlug(text: string): string {
  const words = text.replace(MARKUP, ' ').replace(/[<>]/g, ' ');
  return slugify(words, { lower: true, strict: true, trim: true });
}
