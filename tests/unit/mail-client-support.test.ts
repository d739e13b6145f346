import { describe, expect, it } from 'vitest';
import { inquiryAutoReplyMail } from '@/features/inquiries/mail/inquiry-auto-reply';
import { inquiryNotificationMail } from '@/features/inquiries/mail/inquiry-notification';
import { surveyStaffNotice } from '@/features/survey-schedule/mail/survey-staff-notice';
import { surveyVisitorMail } from '@/features/survey-schedule/mail/survey-visitor-mail';
import { passwordResetMail } from '@/server/mail/templates/password-reset';
import type { RenderedMail } from '@/server/mail/templates/render-mail';
import { testMail } from '@/server/mail/templates/test-mail';
import { checkedEmailClients, emailClientErrors } from '../support/email-client-support';

/**
 * Every e-mail the site sends, rendered with the data of a real day, holds in the mail clients
 * people use: nothing in its HTML or CSS is dropped by Outlook, Yahoo, Gmail or Apple Mail
 * (caniemail's data, through doiuse-email).
 */

const publicUrl = 'https://www.pacificshield.example';
const brand = 'Pacific Shield Security';

const inquiry = {
  id: 1042,
  name: 'Maria Lopez',
  email: 'maria.lopez@example.com',
  phone: '(213) 555-0142',
  service: 'CCTV Installation',
  propertyType: 'residential' as const,
  message:
    'Hi, we had a package stolen last week.\nWe would like four cameras: front door, driveway, back yard and garage.\nMornings work best for a visit.',
  address: '1420 Echo Park Ave',
  postalCode: '90026',
  preferredDate: '2026-05-04',
  sourcePath: '/free-quote?service=CCTV+Installation',
};

const mails: Array<[name: string, compose: () => Promise<RenderedMail>]> = [
  ['the staff notification of a new inquiry', () => inquiryNotificationMail(inquiry, { publicUrl, brand })],
  [
    "the visitor's auto-reply",
    () =>
      inquiryAutoReplyMail({
        inquiry,
        brand,
        subject: 'Thanks for contacting Pacific Shield Security',
        body: 'Thank you for reaching out. One of our technicians will call you within one business hour, Monday to Saturday.\nFor an emergency, call our 24/7 line.',
        signature: 'The Pacific Shield team',
      }),
  ],
  ["the visitor's auto-reply with the default text", () => inquiryAutoReplyMail({ inquiry, brand })],
  [
    'the password reset',
    () =>
      passwordResetMail({
        publicUrl,
        brand,
        email: 'dispatch@pacificshield.example',
        token: 'q3VbX0y6m1o-7Hq2cZ9TnKd8sLw4RjEaPfYuGhIx5Ao',
        validMinutes: 60,
      }),
  ],
  [
    'the staff notification of a booked survey',
    () =>
      inquiryNotificationMail(
        { ...inquiry, surveyStartsAt: '2026-05-04T16:00:00.000Z', surveyEndsAt: '2026-05-04T17:00:00.000Z' },
        { publicUrl, brand },
      ),
  ],
  ...(['survey-confirmation', 'survey-rescheduled', 'survey-cancelled'] as const).map(
    (kind): [string, () => Promise<RenderedMail>] => [
      `the visitor's ${kind}`,
      () =>
        surveyVisitorMail({
          kind,
          name: inquiry.name,
          startsAt: '2026-05-04T16:00:00.000Z',
          endsAt: '2026-05-04T17:00:00.000Z',
          brand,
          phone: '(213) 555-0147',
          manageUrl: `${publicUrl}/survey/42.q3VbX0y6m1o-7Hq2cZ9TnKd8sLw4RjEaPfYuGhIx5Ao`,
        }),
    ],
  ),
  [
    'the staff notice of a moved survey',
    () =>
      surveyStaffNotice(
        {
          change: 'rescheduled',
          inquiryId: 42,
          name: inquiry.name,
          was: { startsAt: '2026-05-04T16:00:00.000Z', endsAt: '2026-05-04T17:00:00.000Z' },
          now: { startsAt: '2026-05-05T16:00:00.000Z', endsAt: '2026-05-05T17:00:00.000Z' },
        },
        { publicUrl, brand },
      ),
  ],
  [
    'the test e-mail',
    () => testMail({ publicUrl, brand, sentBy: 'owner@pacificshield.example', sentAt: new Date() }),
  ],
];

describe('e-mail client support', () => {
  it('is checked for Outlook (Windows, Outlook.com, apps), Yahoo, Gmail (web, apps) and Apple Mail', () => {
    expect(checkedEmailClients()).toEqual(
      expect.arrayContaining([
        'outlook.windows',
        'outlook.outlook-com',
        'outlook.ios',
        'outlook.android',
        'yahoo.desktop-webmail',
        'yahoo.ios',
        'yahoo.android',
        'gmail.desktop-webmail',
        'gmail.mobile-webmail',
        'gmail.ios',
        'gmail.android',
        'apple-mail.macos',
        'apple-mail.ios',
      ]),
    );
  });

  it('catches what those clients drop', () => {
    expect(emailClientErrors('<table><tr><td style="border-radius:6px">x</td></tr></table>')).toContain(
      '`border-radius` is not supported by `outlook.windows`',
    );
    expect(emailClientErrors('<a href="https://example.com" target="_blank">x</a>')).toContain(
      '`target attribute` is not supported by `outlook.outlook-com`',
    );
    expect(emailClientErrors('<html><body><p>x</p></body></html>')).toContain(
      '`<body> element` is not supported by `yahoo.ios`',
    );
    expect(emailClientErrors('<p style="word-break:break-all">x</p>')).toContain(
      '`word-break` is not supported by `yahoo.desktop-webmail`',
    );
  });

  it.each(mails)('holds for %s', async (_name, compose) => {
    const { html } = await compose();
    expect(html).toContain(brand);
    expect(emailClientErrors(html)).toEqual([]);
  });
});
