/**
 * Opening hours text (`08:00-12:00, 13:00-17:00`, empty: closed) to and from the time pickers of
 * `OpeningHoursInput`. A time picker cannot show 24:00: midnight at the end of the day is 00:00 there.
 */

export interface HoursRow {
  /** `HH:MM`, or empty while not picked. */
  from: string;
  to: string;
}

const END_OF_DAY = '24:00';
const MIDNIGHT = '00:00';

/** The openings written in the text, each as its two times; what cannot be read is kept as typed. */
export function hoursRows(text: string): HoursRow[] {
  if (!text.trim()) return [];
  return text.split(',').map((part) => {
    const [from = '', to = ''] = part.split('-').map((time) => time.trim());
    return { from, to: to === END_OF_DAY ? MIDNIGHT : to };
  });
}

/** The text of the openings picked; a pair not started yet is left out, a half-picked one is kept. */
export function hoursText(rows: HoursRow[]): string {
  return rows
    .filter((row) => row.from || row.to)
    .map((row) => `${row.from}-${row.to === MIDNIGHT ? END_OF_DAY : row.to}`)
    .join(', ');
}
