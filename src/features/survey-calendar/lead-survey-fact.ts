import type { FactRow } from '@/features/inquiries/browser';
import { surveyTimeText, TIME_ZONE_NAME } from '@/features/survey-schedule/browser';
import { BUSINESS_TIME_ZONE } from '@/lib/business-time-zone';

const momentFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** When something happened, as staff read it: `Fri, Nov 27, 2026, 3:04 PM Pacific Time`. */
export const momentText = (instant: string | Date) =>
  `${momentFormat.format(new Date(instant))} ${TIME_ZONE_NAME}`;

/** One change of a lead's survey, as the activity log keeps it. */
export interface SurveyEvent {
  action: string;
  /** Null for the visitor (the private link), else the staff member's name. */
  staffName: string | null;
  at: string;
}

/** Where a lead's site survey stands: booked, moved, cancelled, or never booked online. */
export type SurveyState = 'booked' | 'moved' | 'cancelled' | 'none';

/**
 * "Site survey" on a lead's page: its state, the booked time, and each booking, move and
 * cancellation with who did it and when, every time in Los Angeles time.
 */
export interface SurveyHistoryFact {
  state: SurveyState;
  summary: string;
  /** The last move or cancellation, who and when: `Moved by the visitor on Fri, Nov 27, …`. */
  lastChange: string | null;
  rows: FactRow[];
}

const BOOKED_ONLINE = 'create-public';

const whoOf = (event: SurveyEvent) => (event.staffName === null ? 'the visitor' : event.staffName);

function eventRow(event: SurveyEvent): FactRow | null {
  if (event.action === BOOKED_ONLINE) return { label: 'Booked online', value: momentText(event.at) };
  if (event.action === 'survey-rescheduled')
    return { label: `Moved by ${whoOf(event)}`, value: momentText(event.at) };
  if (event.action === 'survey-cancelled')
    return { label: `Cancelled by ${whoOf(event)}`, value: momentText(event.at) };
  return null;
}

export function surveyHistoryFact(
  survey: { surveyStartsAt: string | null; surveyEndsAt: string | null },
  events: readonly SurveyEvent[],
): SurveyHistoryFact | null {
  const changes = events.filter((event) => event.action !== BOOKED_ONLINE);
  if (!survey.surveyStartsAt && changes.length === 0) return null;
  const last = changes.at(-1);
  // A cancellation is final: the survey keeps its time (or, cancelled before times were kept, none).
  const cancelled = last?.action === 'survey-cancelled';
  const state: SurveyState = cancelled
    ? 'cancelled'
    : survey.surveyStartsAt
      ? last?.action === 'survey-rescheduled'
        ? 'moved'
        : 'booked'
      : 'none';
  const time = survey.surveyStartsAt ? surveyTimeText(survey.surveyStartsAt, survey.surveyEndsAt) : null;
  const summary =
    cancelled && last
      ? `Cancelled by ${whoOf(last)} on ${momentText(last.at)}`
      : survey.surveyStartsAt
        ? `${state === 'moved' ? 'Moved to' : 'Booked for'} ${momentText(survey.surveyStartsAt)}`
        : 'No survey booked';
  const rows: FactRow[] = [
    {
      label: 'Booked time',
      value:
        cancelled && last ? `${time ? `${time}, ` : 'None: '}cancelled by ${whoOf(last)}` : (time ?? 'None'),
    },
    ...events.map(eventRow).filter((row): row is FactRow => row !== null),
  ];
  const lastRow = last ? eventRow(last) : null;
  const lastChange = last && lastRow ? `${lastRow.label} on ${momentText(last.at)}` : null;
  return { state, summary, lastChange, rows };
}
