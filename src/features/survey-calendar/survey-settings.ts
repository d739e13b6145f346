import { IconClockHour4 } from '@tabler/icons-react';
import { hoursProblem, upcomingHolidays } from '@/features/survey-schedule/browser';
import { defineSettings } from '@/kit/define-settings';
import { field } from '@/kit/fields';

// Stored as text (`08:00-12:00, 13:00-17:00`, empty: closed), the way the slot engine reads it;
// staff set it with time pickers.
const hours = (day: string) =>
  field.text(`${day} hours`, {
    max: 200,
    check: hoursProblem,
    input: 'openingHours',
    section: 'Opening hours',
  });

/**
 * When visitors may book the free site survey online (`/free-quote#book-survey`). Booked surveys
 * are inquiries with a time (see `server/survey-booking.ts`): the slots are these hours minus them.
 */
export const surveyAvailabilitySettings = defineSettings({
  key: 'survey-availability',
  adminPath: 'booking/availability',
  label: 'Survey availability',
  description:
    'The hours visitors may book a free site survey online, in Los Angeles time. Booked surveys, closed dates and the minimum notice are taken out.',
  fields: {
    mondayHours: hours('Monday'),
    tuesdayHours: hours('Tuesday'),
    wednesdayHours: hours('Wednesday'),
    thursdayHours: hours('Thursday'),
    fridayHours: hours('Friday'),
    saturdayHours: hours('Saturday'),
    sundayHours: hours('Sunday'),
    slotMinutes: field.integer('Survey length (minutes)', {
      min: 15,
      max: 480,
      help: 'How long one site survey takes.',
    }),
    bufferMinutes: field.integer('Travel buffer (minutes)', {
      min: 0,
      max: 240,
      help: 'Kept free between two surveys, for driving.',
    }),
    noticeHours: field.integer('Minimum notice (hours)', {
      min: 0,
      max: 336,
      help: 'The earliest a visitor may book, counted from now.',
    }),
    weeksAhead: field.integer('Weeks ahead', { min: 1, max: 26, help: 'How far ahead visitors may book.' }),
    closedDates: field.stringList('Closed dates', {
      itemFormat: 'date',
      maxItems: 100,
      help: 'Holidays and days off: no survey is offered on them.',
      section: 'Holidays and days off',
      suggestions: {
        title: 'US federal holidays and Christmas Eve, next 12 months',
        items: (today: string) =>
          upcomingHolidays(today).map((holiday) => ({ value: holiday.date, label: holiday.name })),
      },
    }),
  },
  access: 'staff',
  adminLinks: [
    { label: 'Survey availability', icon: IconClockHour4, sidebar: 10_015, sidebarGroup: 'tools' },
  ],
  // The booking step reads availability at request time: no cached page shows it.
  publicPaths: [],
});
