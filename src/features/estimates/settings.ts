import { IconCalculator } from '@tabler/icons-react';
import { defineSettings } from '@/kit/define-settings';
import { field } from '@/kit/fields';

const percent = (label: string, help: string, min = -50, max = 200) =>
  field.integer(label, { min, max, help });

const recordingDays = (label: string) =>
  field.integer(label, { min: 1, max: 365, help: 'Leave empty to not offer this option.' });

/**
 * The instant estimate's rules (`/cctv-packages`, `/free-quote`): what extra cameras, longer
 * recording and each kind of property add to the published packages' prices, and how wide the
 * range is. An empty field takes the default of `estimate-rules.ts`.
 */
export const estimateRulesSettings = defineSettings({
  key: 'estimate',
  adminPath: 'estimate-rules',
  label: 'Estimate rules',
  description:
    'How the instant estimate on the packages and free-quote pages turns the published packages into a price range.',
  fields: {
    indoorCameraCents: field.money('Each extra indoor camera', {
      help: 'Added for every indoor camera beyond the package’s cameras, installed.',
    }),
    outdoorCameraCents: field.money('Each extra outdoor camera', {
      help: 'Added for every outdoor camera beyond the package’s cameras, installed.',
    }),
    includedRecordingDays: field.integer('Recording included (days)', {
      min: 1,
      max: 365,
      help: 'Days of recording every package holds at no extra cost.',
    }),
    longerRecordingDays: recordingDays('Longer recording option (days)'),
    longerRecordingCents: field.money('Price of the longer recording option'),
    longestRecordingDays: recordingDays('Longest recording option (days)'),
    longestRecordingCents: field.money('Price of the longest recording option'),
    residentialPercent: percent(
      'Home (percent)',
      'Added to the price for this kind of property; below 0 lowers it.',
    ),
    commercialPercent: percent('Business or shop (percent)', 'As for homes.'),
    industrialPercent: percent('Industrial or warehouse (percent)', 'As for homes.'),
    multifamilyPercent: percent('Apartment or condo building (percent)', 'As for homes.'),
    otherPercent: percent('Something else (percent)', 'As for homes.'),
    rangeBelowPercent: percent(
      'Range below the estimate (percent)',
      'e.g. 10: the range starts 10 % lower.',
      0,
      50,
    ),
    rangeAbovePercent: percent(
      'Range above the estimate (percent)',
      'e.g. 15: the range ends 15 % higher.',
      0,
      100,
    ),
    roundToCents: field.money('Round the range to', {
      help: 'e.g. $50: both ends of the range are whole multiples of $50.',
    }),
    monitoringMonthlyCents: field.money('Monitoring per month when no plan has a price', {
      help: 'Monitoring is priced from the published monitoring plans; this is used only when none has a monthly price.',
    }),
    includes: field.textarea('What the estimate includes', {
      max: 400,
      help: 'One or two sentences shown under the range.',
    }),
  },
  access: 'staff',
  adminLinks: [{ label: 'Estimate rules', icon: IconCalculator, sidebar: 10_025, sidebarGroup: 'tools' }],
  publicPaths: ['/cctv-packages', '/free-quote'],
  sitePath: '/cctv-packages',
});
