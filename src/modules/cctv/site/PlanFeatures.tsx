import { Icon } from '@/site/ui/Icon';

/** What a monitoring plan includes, under its text; nothing when it lists nothing. */
export function PlanFeatures({ features }: { features: string[] }) {
  if (features.length === 0) return null;
  return (
    <>
      <h2 className="mt-12 font-display text-2xl font-bold text-brand-900">What the plan includes</h2>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {features.map((feature) => (
          <li
            key={feature}
            className="flex gap-3 rounded-xl bg-slate-50 p-4 text-slate-800 ring-1 ring-slate-200"
          >
            <Icon name="check" className="mt-0.5 size-5 text-accent-600" />
            {feature}
          </li>
        ))}
      </ul>
    </>
  );
}
