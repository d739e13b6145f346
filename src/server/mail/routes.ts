import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { recordActivity } from '../activity-log/record';
import type { ApiApp } from '../api/context';
import { authenticate, requireAccess } from '../api/guard';
import { errorResponses, errorSchema, jsonBody, jsonContent } from '../api/openapi-shapes';
import { automaticMailHeaders } from './automatic-mail-headers';
import { registerMailSetupRoute } from './setup-route';
import { createSmtpTransport, smtpErrorText } from './smtp';
import { mailOverview, mailOverviewSchema } from './status';
import { testMail } from './templates/test-mail';
import { startMailWorker } from './worker';

const mailStatusRoute = createRoute({
  method: 'get',
  path: '/mail/status',
  operationId: 'getMailStatus',
  tags: ['Mail'],
  summary: 'How many e-mails wait to be sent or failed for good, and the latest error',
  security: [{ bearerAuth: [] }],
  middleware: [authenticate] as const,
  responses: {
    200: jsonContent('Outbox counts', mailOverviewSchema),
    ...errorResponses(401),
  },
});

const testMailBody = z.strictObject({
  to: z
    .string({ error: () => 'Enter the address to send the test to' })
    .trim()
    .min(1, 'Enter the address to send the test to')
    .max(254, 'Enter a valid email')
    .pipe(z.email({ message: 'Enter a valid email' })),
});

const outcomeSchema = z.object({ success: z.boolean(), message: z.string() });

const testMailRoute = createRoute({
  method: 'post',
  path: '/settings/email/test',
  operationId: 'sendTestEmail',
  tags: ['Settings'],
  summary:
    "Send a test e-mail now with the saved E-mail settings; the answer carries the SMTP server's reply or its error",
  security: [{ bearerAuth: [] }],
  middleware: [authenticate, requireAccess('admin')] as const,
  request: { body: jsonBody(testMailBody) },
  responses: {
    200: jsonContent('The SMTP server accepted the mail', outcomeSchema),
    400: jsonContent('Invalid address, or e-mail is not configured', errorSchema),
    502: jsonContent('The SMTP server could not be reached or refused the mail', errorSchema),
    ...errorResponses(401, 403),
  },
});

export function registerMailRoutes(app: ApiApp) {
  registerMailSetupRoute(app);
  app.openapi(mailStatusRoute, async (c) => {
    const overview = await mailOverview(await c.get('deps').database());
    // Pending mail from before a restart goes out once anyone looks at the dashboard.
    if (overview.pending > 0) startMailWorker(c.get('deps'));
    return c.json(overview, 200);
  });

  app.openapi(testMailRoute, async (c) => {
    const { to } = c.req.valid('json');
    const deps = c.get('deps');
    const database = await deps.database();
    const setup = await deps.mailSettings.smtpSetup(database, deps.authSecret);
    if (!setup.ready) {
      return c.json(
        { success: false as const, message: `${setup.reason}: save the SMTP settings first.` },
        400,
      );
    }
    const user = c.get('user');
    const mail = await testMail({
      publicUrl: deps.publicUrl,
      brand: await deps.mailSettings.brand(database, deps.publicUrl),
      sentBy: user.email,
      sentAt: new Date(),
    });
    const transport = createSmtpTransport(setup.smtp);
    let outcome: { success: boolean; message: string };
    try {
      const info = await transport.sendMail({
        from: setup.smtp.from,
        to,
        ...mail,
        // As every mail of the site has them: the test shows what the SMTP server does with them.
        headers: automaticMailHeaders('test-mail'),
      });
      outcome = { success: true, message: `The SMTP server accepted the test e-mail: ${info.response}` };
    } catch (error) {
      outcome = { success: false, message: `The test e-mail was not sent: ${smtpErrorText(error)}` };
    } finally {
      transport.close();
    }
    await recordActivity(database, {
      userId: user.id,
      module: 'settings.email',
      action: outcome.success ? 'test-mail-sent' : 'test-mail-failed',
      ip: c.get('clientIp'),
    });
    c.get('log').info({ success: outcome.success }, 'test e-mail');
    if (!outcome.success) return c.json({ success: false as const, message: outcome.message }, 502);
    // The settings work: mail that waited for them can go now.
    startMailWorker(deps);
    return c.json({ success: true, message: outcome.message }, 200);
  });
}
