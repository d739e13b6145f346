import 'server-only';
import { withServerRules } from '@/server/kit/hooks';
import { mailStatusFor } from '@/server/mail/status';
import { leadSourceFact } from '../lead-source-fact';
import { inquiriesModule } from '../module';
import { registerLeadAnalyticsRoutes } from './analytics-routes';
import { registerBookingRoutes } from './bookings-routes';
import { registerContactTapRoutes } from './contact-taps-routes';
import { createPublicInquiry } from './public-inquiry';
import { registerSurveyRoutes } from './survey-routes';

/**
 * The public quote form, each inquiry's e-mail delivery status and where it came from for the
 * inbox, the public count of click-to-call and click-to-text taps, and the inquiries' reports: Lead
 * analytics and the site-survey calendar (booking).
 */
export const inquiriesServerModule = withServerRules(
  inquiriesModule,
  {
    publicCreate: createPublicInquiry,
    async decorate(database, records) {
      const statuses = await mailStatusFor(
        database,
        'inquiries',
        records.map((record) => record.id),
      );
      return records.map((record) => ({
        ...record,
        delivery: statuses[record.id],
        leadSource: leadSourceFact(record),
      }));
    },
  },
  (app) => {
    registerLeadAnalyticsRoutes(app);
    registerBookingRoutes(app);
    registerContactTapRoutes(app);
    registerSurveyRoutes(app);
  },
);
