import 'server-only';
import { withServerRules } from '@/kit/server/hooks';
import { createPublicInquiry } from '@/modules/inquiries/server/public-inquiry';
import { mailStatusFor } from '@/server/mail/status';
import { inquiriesModule } from '../module';

/** The public quote form, and each inquiry's e-mail delivery status for the inbox. */
export const inquiriesServerModule = withServerRules(inquiriesModule, {
  publicCreate: createPublicInquiry,
  async decorate(database, records) {
    const statuses = await mailStatusFor(
      database,
      'inquiries',
      records.map((record) => record.id),
    );
    return records.map((record) => ({ ...record, delivery: statuses[record.id] }));
  },
});
