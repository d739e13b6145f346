import { pageLanguage } from '@/site/i18n/page-language';
import { Icon } from '@/site/ui/Icon';
import { MONITORING_WORDS } from './words';

/** What a monitoring plan includes, under its text; nothing when it lists nothing. */
export async function PlanFeatures({ features, lang }: { features: string[]; lang?: string }) {
  if (features.length === 0) return null;
  const words = MONITORING_WORDS[(await pageLanguage()).locale];
  return (
    <>
      <h2 className="mt-12 font-display text-2xl font-bold text-brand-900">{words.includesTitle}</h2>
      <ul lang={lang} className="mt-6 grid gap-3 sm:grid-cols-2">
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
