'use server';

import { headers } from 'next/headers';
import { env } from '@/env';
import { checkInquiryForm } from '@/lib/inquiry-form';
import { formValuesOf, HONEYPOT_FIELD, STARTED_AT_FIELD, startedAtOf } from '@/lib/inquiry-form-fields';
import { clientIpFrom } from '@/server/api/client-ip';
import { ApiError } from '@/server/api/errors';
import { serverDependencies } from '@/server/api/runtime';
import { receivePublicInquiry } from '@/server/leads/public-inquiry';
import type { InquiryFormState } from './inquiry-state';

/**
 * The quote and contact forms' action, with or without JavaScript in the browser: checks the fields
 * with the API's own schema, then stores the inquiry exactly as `POST /api/inquiries` does (same
 * rate limit of the client IP, same spam traps, same e-mails and activity log).
 */
export async function sendInquiry(
  _previous: InquiryFormState,
  formData: FormData,
): Promise<InquiryFormState> {
  const values = formValuesOf(formData.entries());
  const check = checkInquiryForm(values);
  if (!check.ok) return { status: 'invalid', values, errors: check.errors };
  const website = formData.get(HONEYPOT_FIELD);
  const deps = serverDependencies();
  try {
    await receivePublicInquiry(
      deps,
      {
        ...check.data,
        website: typeof website === 'string' ? website.slice(0, 500) : undefined,
        formStartedAt: startedAtOf(formData.get(STARTED_AT_FIELD)),
      },
      clientIpFrom(await headers(), env.TRUST_PROXY),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      return {
        status: 'refused',
        values,
        message:
          'We received several requests from your connection in the last hour. Please call us, or try again later.',
      };
    }
    deps.logger.error({ err: error }, 'public inquiry failed');
    return {
      status: 'refused',
      values,
      message:
        'Something went wrong on our side and your request was not sent. Please try again, or call us.',
    };
  }
  return { status: 'sent', name: String(check.data.name ?? '').split(/\s+/)[0] ?? '' };
}
