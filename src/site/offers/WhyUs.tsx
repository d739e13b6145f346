import { Icon, type UiIconName } from '../ui/Icon';
import type { IconName } from '../ui/icon-names';
import { Section, SectionHeading } from '../ui/primitives';

/** The reasons to choose this installer, as short proof points. */
export function WhyUs({ licenseNumber }: { licenseNumber: string | null }) {
  const points: { icon: IconName | UiIconName; title: string; text: string }[] = [
    {
      icon: 'badge',
      title: 'Licensed & insured',
      text: licenseNumber
        ? `California licensed (${licenseNumber}) and fully insured.`
        : 'California licensed low-voltage contractor, fully insured.',
    },
    {
      icon: 'clipboard',
      title: 'Fixed written quotes',
      text: 'A free site survey, then one itemized price. No surprises on installation day.',
    },
    {
      icon: 'tool',
      title: 'Our own technicians',
      text: 'Employees, not subcontractors: tidy, concealed cabling and a walkthrough before we leave.',
    },
    {
      icon: 'headset',
      title: 'Support around the clock',
      text: 'Warranty on labor, health checks and a 24/7 line when something needs attention.',
    },
  ];
  return (
    <Section labelledBy="why-us-heading">
      <SectionHeading id="why-us-heading" eyebrow="Why us" title="A local installer you can check up on" />
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
