import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AUTO_REPLY_SUBJECT,
  GREETING_NAME_MAX,
  greetingName,
  inquiryAutoReplyMail,
} from '@/features/inquiries/mail/inquiry-auto-reply';
import { inquiryNotificationMail } from '@/features/inquiries/mail/inquiry-notification';
import { automaticMailHeaders } from '@/server/mail/automatic-mail-headers';
import { MAX_ATTEMPTS, nextRetryAt, RETRY_DELAYS_MS } from '@/server/mail/retry-schedule';
import { passwordResetMail } from '@/server/mail/templates/password-reset';
import { absoluteUrl } from '@/server/mail/templates/render-mail';
import { testMail } from '@/server/mail/templates/test-mail';

const brand = 'Pacific Shield Security';
const publicUrl = 'https://securecam.example';

const inquiry = {
  id: 3,
  name: 'Bo "B" <Lee>',
  email: 'bo@example.com',
  message: "It's <i>urgent</i> & soon",
};

const fullInquiry = {
  id: 58,
  name: 'Maria Lopez',
  email: 'maria.lopez@example.com',
  phone: '(213) 555-0142',
  service: 'CCTV Installation',
  propertyType: 'residential' as const,
  message: 'Hi,\nwe would like four cameras around the house.\nMornings work best.',
  address: '1420 Sunset Blvd',
  postalCode: '90026',
  preferredDate: '2026-05-04',
  sourcePath: '/services/cctv-installation',
};

/** What a plain-text part must never hold: tags, entities or the markers that shape it. */
const MARKUP =
  /<\/?(?:table|tr|td|th|p|a|br|h1|span|html|head|title)\b|&(?:amp|lt|gt|quot|#x?[\da-f]+);|data-/i;

describe('mail templates', () => {
  it('make links absolute from the public address, with or without a trailing slash', () => {
    expect(absoluteUrl('https://example.com/', '/auth/login')).toBe('https://example.com/auth/login');
    expect(absoluteUrl('https://example.com/site', 'auth/login')).toBe('https://example.com/site/auth/login');
  });

  it('render the auto-reply with the settings text, greeting by name and echoing nothing else', async () => {
    const mail = await inquiryAutoReplyMail({
      inquiry,
      brand,
      subject: 'Thanks, we got it',
      body: 'We call back <today>.',
      signature: 'SecureCam LA',
    });
    expect(mail.subject).toBe('Thanks, we got it');
    expect(mail.html).toContain('Hello Bo B Lee,');
    expect(mail.html).toContain('We call back &lt;today&gt;.');
    expect(mail.html).not.toContain('<today>');
    expect(mail.text).toContain('We call back <today>.');
    expect(mail.text).toContain('SecureCam LA');
    expect(mail.text).not.toContain('urgent');
    expect(mail.html).not.toContain('urgent');
    expect(mail.html).not.toMatch(/href=/);
  });

  it('keep of a name only letters and a few marks, on one line, at most 40 characters', async () => {
    expect(greetingName("Mary-Jane O'Neil")).toBe("Mary-Jane O'Neil");
    expect(greetingName('J. Smith')).toBe('J. Smith');
    expect(greetingName('José Ñúñez 李')).toBe('José Ñúñez 李');
    expect(greetingName('Ana\r\nYour account is locked: https://evil.example/x')).toBe(
      'Ana Your account is locked https evil ex',
    );
    expect(greetingName('call 555-0100 or www.evil.example')).toBe('call - or www evil example');
    expect(greetingName('a'.repeat(120))).toHaveLength(GREETING_NAME_MAX);
    expect(greetingName('12345 @@@')).toBe('');
    expect(
      (await inquiryAutoReplyMail({ inquiry: { name: '%%%' }, brand })).text.startsWith('Hello,\n'),
    ).toBe(true);
  });

  it('fall back to a default auto-reply when the settings leave it empty', async () => {
    const mail = await inquiryAutoReplyMail({ inquiry, brand, subject: '  ', body: null });
    expect(mail.subject).toBe(DEFAULT_AUTO_REPLY_SUBJECT);
    expect(mail.text).toContain('Thank you for contacting us');
  });

  it('put the reset link in both parts, the token URL-encoded', async () => {
    const mail = await passwordResetMail({
      publicUrl,
      brand,
      email: 'a@example.com',
      token: 'ab+c/d',
      validMinutes: 60,
    });
    const link = `${publicUrl}/auth/new-password?token=ab%2Bc%2Fd`;
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(`Choose a new password:\n${link}\n`);
    expect(mail.text).toContain('60 minutes');
    expect(mail.text).toContain('a@example.com at securecam.example');
  });

  it('escape what a visitor typed in the HTML of the staff notification', async () => {
    const mail = await inquiryNotificationMail(
      { ...inquiry, name: '<script>alert("x")</script> Ana & Co' },
      { publicUrl, brand },
    );
    expect(mail.subject).toBe('New inquiry from <script>alert("x")</script> Ana & Co');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Ana &amp; Co');
    expect(mail.html).toContain('It&#x27;s &lt;i&gt;urgent&lt;/i&gt; &amp; soon');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<i>');
  });

  it('write a staff notification as plain text that reads on its own', async () => {
    const mail = await inquiryNotificationMail(fullInquiry, { publicUrl, brand });
    const paragraphs = mail.text.trimEnd().split('\n\n');
    expect(paragraphs).toEqual([
      'New inquiry from the website',
      [
        'Name: Maria Lopez',
        'E-mail: maria.lopez@example.com',
        'Phone: (213) 555-0142',
        'Service: CCTV Installation',
        'Property: residential',
        'Address: 1420 Sunset Blvd, 90026',
        'Preferred visit: 2026-05-04',
        'Sent from: /services/cctv-installation',
      ].join('\n'),
      fullInquiry.message,
      `Open the inquiry:\n${publicUrl}/admin/inquiries/58/view`,
      `-- \nYou receive this because your address is in the notify list of the E-mail settings. Replying answers the visitor.\n${brand}`,
    ]);
    expect(mail.text).not.toMatch(MARKUP);
  });

  it('leave empty detail rows out, in both parts', async () => {
    const mail = await inquiryNotificationMail(
      { ...fullInquiry, phone: null, service: '  ', propertyType: null, address: null, postalCode: null },
      { publicUrl, brand },
    );
    for (const label of ['Phone', 'Service', 'Property', 'Address']) {
      expect(mail.text).not.toContain(`${label}:`);
      expect(mail.html).not.toContain(`>${label}<`);
    }
    expect(mail.text).toContain('Name: Maria Lopez');
    expect(mail.html).toContain('>Name<');
  });

  it('show the brand in the HTML header and at the foot of both parts', async () => {
    const sentAt = new Date('2026-03-02T17:45:00Z');
    const mail = await testMail({ publicUrl, brand, sentBy: 'owner@securecam.example', sentAt });
    expect(mail.html.split(brand)).toHaveLength(3);
    expect(mail.text.trimEnd().endsWith(`\n${brand}`)).toBe(true);
    expect(mail.text).toContain(`Sent by: owner@securecam.example\nSent at: ${sentAt.toUTCString()}`);
    expect(mail.text).toContain('back office of securecam.example');
    expect(mail.text).not.toMatch(MARKUP);
  });
});

describe('automatic mail headers', () => {
  it('mark the auto-reply as auto-replied and every other mail as auto-generated (RFC 3834)', () => {
    expect(automaticMailHeaders('inquiry-auto-reply')['Auto-Submitted']).toBe('auto-replied');
    for (const kind of ['inquiry-notification', 'password-reset', 'test-mail', 'anything-new']) {
      expect(automaticMailHeaders(kind)['Auto-Submitted']).toBe('auto-generated');
    }
    expect(automaticMailHeaders('password-reset')['X-Auto-Response-Suppress']).toBe('OOF, AutoReply');
  });
});

describe('retry schedule', () => {
  it('waits 30 s, 2 min, 10 min, 1 h and 6 h, then gives up', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const waits = RETRY_DELAYS_MS.map((_, index) => nextRetryAt(index + 1, now)!.getTime() - now.getTime());
    expect(waits).toEqual([30_000, 120_000, 600_000, 3_600_000, 21_600_000]);
    expect(MAX_ATTEMPTS).toBe(6);
    expect(nextRetryAt(MAX_ATTEMPTS, now)).toBeNull();
  });
});
