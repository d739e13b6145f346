import { pageLanguage } from '../i18n/page-language';
import { Icon, type UiIconName } from '../ui/Icon';
import type { IconName } from '../ui/icon-names';
import { Section, SectionHeading } from '../ui/primitives';
import { WHY_US_WORDS } from './words';

/** The reasons to choose this installer, as short proof points. */
export async function WhyUs({ licenseNumber }: { licenseNumber: string | null }) {
  const words = WHY_US_WORDS[(await pageLanguage()).locale];
  const points: { icon: IconName | UiIconName; title: string; text: string }[] = [
    { icon: 'badge', title: words.licensed.title, text: words.licensed.text(licenseNumber) },
    { icon: 'clipboard', ...words.quotes },
    { icon: 'tool', ...words.technicians },
    { icon: 'headset', ...words.support },
  ];
  return (
    <Section labelledBy="why-us-heading">
      <SectionHeading id="why-us-heading" eyebrow={words.eyebrow} title={words.title} />
      <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {points.map((point) => (
          <li key={point.title}>
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-800 ring-1 ring-brand-100">
              <Icon name={point.icon} className="size-6" />
            </span>
            <h3 className="mt-4 font-display text-lg font-bold text-brand-900">{point.title}</h3>
            <p className="mt-2 text-slate-600">{point.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
