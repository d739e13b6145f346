import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, nextRetryAt, RETRY_DELAYS_MS } from '@/server/mail/retry-schedule';
import {
  DEFAULT_AUTO_REPLY_SUBJECT,
  GREETING_NAME_MAX,
  greetingName,
  inquiryAutoReplyMail,
} from '@/server/mail/templates/inquiry-auto-reply';
import { absoluteUrl, escapeHtml, renderMail } from '@/server/mail/templates/layout';
import { passwordResetMail } from '@/server/mail/templates/password-reset';

const inquiry = {
  id: 3,
  name: 'Bo "B" <Lee>',
  email: 'bo@example.com',
  message: "It's <i>urgent</i> & soon",
};

describe('mail templates', () => {
  it('escape every character that could open markup or an attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('make links absolute from the public address, with or without a trailing slash', () => {
    expect(absoluteUrl('https://example.com/', '/auth/login')).toBe('https://example.com/auth/login');
    expect(absoluteUrl('https://example.com/site', 'auth/login')).toBe('https://example.com/site/auth/login');
  });

  it('render the auto-reply with the settings text, greeting by name and echoing nothing else', () => {
    const mail = inquiryAutoReplyMail({
      inquiry,
      subject: 'Thanks, we got it',
      body: 'We call back <today>.',
      signature: 'Pacific Shield',
    });
    expect(mail.subject).toBe('Thanks, we got it');
    expect(mail.html).toContain('Hello Bo B Lee,');
    expect(mail.html).toContain('We call back &lt;today&gt;.');
    expect(mail.text).toContain('Pacific Shield');
    expect(mail.text).not.toContain('urgent');
    expect(mail.html).not.toContain('urgent');
  });

  it('keep of a name only letters and a few marks, on one line, at most 40 characters', () => {
    expect(greetingName("Mary-Jane O'Neil")).toBe("Mary-Jane O'Neil");
    expect(greetingName('J. Smith')).toBe('J. Smith');
    expect(greetingName('José Ñúñez 李')).toBe('José Ñúñez 李');
    expect(greetingName('Ana\r\nYour account is locked: https://evil.example/x')).toBe(
      'Ana Your account is locked https evil ex',
    );
    expect(greetingName('call 555-0100 or www.evil.example')).toBe('call - or www evil example');
    expect(greetingName('a'.repeat(120))).toHaveLength(GREETING_NAME_MAX);
    expect(greetingName('12345 @@@')).toBe('');
    expect(inquiryAutoReplyMail({ inquiry: { name: '%%%' } }).text.startsWith('Hello,\n')).toBe(true);
  });

  it('fall back to a default auto-reply when the settings leave it empty', () => {
    const mail = inquiryAutoReplyMail({ inquiry, subject: '  ', body: null });
    expect(mail.subject).toBe(DEFAULT_AUTO_REPLY_SUBJECT);
    expect(mail.text).toContain('Thank you for contacting us');
  });

  it('put the reset link in both bodies, the token URL-encoded', () => {
    const mail = passwordResetMail({
      publicUrl: 'https://example.com',
      email: 'a@example.com',
      token: 'ab+c/d',
      validMinutes: 60,
    });
    const link = 'https://example.com/auth/new-password?token=ab%2Bc%2Fd';
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('60 minutes');
  });

  it('leave empty detail rows out', () => {
    const mail = renderMail({
      subject: 's',
      heading: 'h',
      blocks: [
        {
          details: [
            ['Phone', null],
            ['Name', 'Al'],
          ],
        },
      ],
    });
    expect(mail.text).toContain('Name: Al');
    expect(mail.text).not.toContain('Phone');
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
