import 'server-only';
import {
  leadSourceFact,
  registerContactTapRoutes,
  registerLeadAnalyticsRoutes,
} from '@/features/attribution';
import { createPublicInquiry, estimatesNotKeptOf } from '@/features/inquiries';
import { estimateNotKeptFact, inquiriesModule } from '@/features/inquiries/browser';
import { registerSurveyRoutes } from '@/features/survey-booking';
import {
  letGoOfTakenTime,
  registerBookingRoutes,
  surveyEventsOf,
  timeOnLeavingSpam,
} from '@/features/survey-calendar';
import { surveyHistoryFact } from '@/features/survey-calendar/browser';
import { keepBookedTime } from '@/features/survey-schedule';
import { mailStatusFor } from '@/server/mail/status';
import { withServerRules } from '@/server/records/hooks';

/**
 * The inbox as the server runs it, composed here from the features that make it up (inquiries,
 * attribution, survey booking, schedule and calendar), so that none of them imports another's whole:
 * the public quote form, each inquiry's e-mail delivery status, where it came from, its site
 * survey's history and an instant estimate the site could not keep for the inbox, booked times changed only by moving the survey (and let go by a
 * lead coming back from spam or the trash when someone else booked the time meanwhile), the public count of click-to-call and click-to-text taps, and the inquiries' reports: Lead
 * analytics and the site-survey calendar (booking).
 */
export const inquiriesServerModule = withServerRules(
  inquiriesModule,
  {
    publicCreate: createPublicInquiry,
    async beforeWrite({ trx, engine, input, mode, id }) {
      await keepBookedTime(trx, input, mode, id);
      return timeOnLeavingSpam(trx, engine, input, mode, id);
    },
    beforeRestore: ({ trx, engine, record }) => letGoOfTakenTime(trx, engine, record, 'the trash'),
    async decorate(database, records) {
      const ids = records.map((record) => record.id);
      const [statuses, surveyEvents, estimatesNotKept] = await Promise.all([
        mailStatusFor(database, 'inquiries', ids),
        surveyEventsOf(database, ids),
        estimatesNotKeptOf(database, ids),
      ]);
      return records.map((record) => {
        const surveyHistory = surveyHistoryFact(record, surveyEvents.get(record.id) ?? []);
        const estimateNotKept = estimateNotKeptFact(estimatesNotKept.get(record.id));
        // A lead that never had a survey booked online has no survey history to show.
        return {
          ...record,
          delivery: statuses[record.id],
          leadSource: leadSourceFact(record),
          ...(surveyHistory && { surveyHistory }),
          estimateNotKept,
        };
      });
    },
  },
  (app) => {
    registerLeadAnalyticsRoutes(app);
    registerBookingRoutes(app);
    registerContactTapRoutes(app);
    registerSurveyRoutes(app);
  },
);
