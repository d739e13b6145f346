import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveEmailSettings } from './support/smtp';
import { createTestContext, type TestContext } from './support/test-app';

/** Before the E-mail settings are filled in, the API says so instead of promising mail. */

let t: TestContext;
let adminToken: string;
let editorToken: string;
let ipCounter = 0;
const forgot = (email: string) =>
  t.call('/api/auth/forgot-password', { method: 'POST', ip: `10.44.0.${++ipCounter}`, json: { email } });

beforeAll(async () => {
  t = await createTestContext();
  adminToken = (await t.createUser({ role: 'admin' })).token;
  editorToken = (await t.createUser({ role: 'editor' })).token;
});
afterAll(async () => {
  await t.destroy();
});

describe('e-mail not configured yet', () => {
  it('reports the missing set-up to any signed-in user, and nothing to a stranger', async () => {
    for (const token of [adminToken, editorToken]) {
      const answer = await t.call('/api/mail/setup', { token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ configured: false, missing: 'E-mail is not configured' });
    }
    expect((await t.call('/api/mail/setup')).status).toBe(401);
  });

  it('tells "forgot password" that no e-mail can be sent, the same for every address', async () => {
    const { user } = await t.createUser({ role: 'editor' });
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.status).toBe(200);
    expect(known.body).toEqual({
      success: true,
      message: expect.stringContaining('No e-mail can be sent yet'),
      mailConfigured: false,
    });
    expect(known.body.message).not.toContain('on its way');
    expect(unknown.body).toEqual(known.body);
  });

  it('reports mail as configured once the settings have an SMTP host', async () => {
    await saveEmailSettings(t, adminToken, { port: 2525 });
    expect((await t.call('/api/mail/setup', { token: editorToken })).body).toEqual({
      configured: true,
      missing: null,
    });
    const known = await forgot('someone-else@example.com');
    expect(known.body).toMatchObject({
      mailConfigured: true,
      message: expect.stringContaining('on its way'),
    });
  });
});
