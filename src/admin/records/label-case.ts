import type { Field } from '@/kit/fields';
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

/** An enum value as people read it: `full-time` → "Full-time", `multifamily` → "Multifamily". */
export function optionLabel(option: string, field?: Field): string {
  const named = field?.kind === 'enum' ? field.optionLabels?.[option] : undefined;
  return named ?? option.charAt(0).toUpperCase() + option.slice(1);
}
