import type { DemoRecord } from '@/server/demo/markers';

/** Manufacturers we are certified on: their names only, never a drawing posing as their logo. */
export const partners: DemoRecord[] = [
  { name: 'Axis Communications', website: 'https://www.axis.com' },
  { name: 'Hanwha Vision', website: 'https://www.hanwhavision.com' },
  { name: 'Avigilon', website: 'https://www.avigilon.com' },
  { name: 'Alarm.com', website: 'https://www.alarm.com' },
];
