import type { Field } from '@/kit/fields';
/** An enum value as people read it: `full-time` → "Full-time", `multifamily` → "Multifamily". */
export function optionLabel(option: string, field?: Field): string {
  const named = field?.kind === 'enum' ? field.optionLabels?.[option] : undefined;
  return named ?? option.charAt(0).toUpperCase() + option.slice(1);
}
