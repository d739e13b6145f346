/**
 * A label as it reads inside a sentence: "Product categories" → "product categories", while
 * acronyms keep their capitals ("FAQs", "CCTV packages").
 */
export function inSentence(label: string): string {
  return label
    .split(' ')
    .map((word) => ((word.match(/[A-Z]/g)?.length ?? 0) > 1 ? word : word.toLowerCase()))
    .join(' ');
}
