import 'server-only';
import { withServerRules } from '@/server/kit/hooks';
import { mailStatusFor } from '@/server/mail/status';
import { inquiriesModule } from '../module';
import { registerLeadAnalyticsRoutes } from './analytics-routes';
import { registerBookingRoutes } from './bookings-routes';
import { createPublicInquiry } from './public-inquiry';

/**
 * The public quote form, each inquiry's e-mail delivery status for the inbox, and the inquiries'
 * reports: Lead analytics and the site-survey calendar (booking).
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
      return records.map((record) => ({ ...record, delivery: statuses[record.id] }));
    },
  },
  (app) => {
    registerLeadAnalyticsRoutes(app);
    registerBookingRoutes(app);
  },
);
