import { DEFAULT_AVAILABILITY } from '@/features/survey-schedule/browser';
import type { DemoRecord } from '@/server/demo/markers';

/**
 * The demo business books surveys on the defaults, saved as staff would save them: Mon-Fri
 * 08:00-17:00, Sat 09:00-13:00, one-hour surveys with half an hour to drive between.
 */
export const surveyAvailabilityDemo: DemoRecord = { ...DEFAULT_AVAILABILITY, closedDates: [] };
