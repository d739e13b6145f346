import type { DemoRecord } from '@/server/demo/markers';

/** Mon-Fri 08:00-17:00, Sat 09:00-13:00, one-hour surveys with half an hour to drive between. */
export const surveyAvailabilityDemo: DemoRecord = {
  mondayHours: '08:00-17:00',
  tuesdayHours: '08:00-17:00',
  wednesdayHours: '08:00-17:00',
  thursdayHours: '08:00-17:00',
  fridayHours: '08:00-17:00',
  saturdayHours: '09:00-13:00',
  sundayHours: '',
  slotMinutes: 60,
  bufferMinutes: 30,
  noticeHours: 12,
  weeksAhead: 4,
  closedDates: [],
};
