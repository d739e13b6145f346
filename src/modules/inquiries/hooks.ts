import 'server-only';
import { createPublicInquiry } from '@/server/leads/public-inquiry';
import { mailStatusFor } from '@/server/mail/status';
import type { ModuleHooks } from '../kit/server/hooks';

/** The public quote form, and each inquiry's e-mail delivery status for the inbox. */
export const inquiriesHooks: ModuleHooks = {
  publicCreate: createPublicInquiry,
  async decorate(database, records) {
    const statuses = await mailStatusFor(
      database,
      'inquiries',
      records.map((record) => record.id as number),
    );
    return records.map((record) => ({ ...record, delivery: statuses[record.id as number] }));
  },
};
