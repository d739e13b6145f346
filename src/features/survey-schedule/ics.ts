/**
 * A calendar file (RFC 5545) for one site survey: the confirmation carries it as `PUBLISH`, a
 * reschedule sends the same UID with a higher SEQUENCE, a cancellation `CANCEL`. Times are UTC
 * (`Z`), so no VTIMEZONE is needed and every calendar shows them in its own zone.
 */

export interface SurveyEvent {
  /** Stable for the appointment's whole life: `survey-<inquiry id>@<host>`. */
  uid: string;
  startsAt: string;
  endsAt: string;
  /** 0 when booked, +1 for each reschedule or the cancellation. */
  sequence: number;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  method: 'PUBLISH' | 'CANCEL';
  /** When the file is made (DTSTAMP). */
  stamp?: Date;
}

const utcStamp = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded: CRLF and one space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = pieces.length === 0 ? 75 : 74; // a continuation line starts with its space
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

export function surveyCalendar(event: SurveyEvent): string {
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Site survey booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp ?? new Date())}`,
    `DTSTART:${utcStamp(new Date(event.startsAt))}`,
    `DTEND:${utcStamp(new Date(event.endsAt))}`,
    `SEQUENCE:${event.sequence}`,
    `SUMMARY:${escapeText(event.summary)}`,
    event.location ? `LOCATION:${escapeText(event.location)}` : null,
    event.description ? `DESCRIPTION:${escapeText(event.description)}` : null,
    event.url ? `URL:${event.url}` : null,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ].filter((line): line is string => line !== null);
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
