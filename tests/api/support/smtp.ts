import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { TestContext } from './test-app';

export const SMTP_USER = 'website@example.com';
export const SMTP_PASSWORD = 'smtp password 1234';

/** One message as the SMTP server received it, with its MIME parts decoded. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  /** Attached files, decoded (a survey's `.ics`). */
  attachments: ReceivedAttachment[];
  raw: string;
}

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** A real SMTP listener on 127.0.0.1 that requires a login, and keeps what it receives. */
export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /**
   * Client connections open now and the most ever open at once; messages being accepted now (with
   * `acceptDelayMs`) and the most ever accepted at once.
   */
  sessions: { open: number; mostOpen: number; accepting: number; mostAccepting: number };
  /** Listens (again) on the same port. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once `count` messages have arrived in all, failing after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Resolves once `count` messages to `address` have arrived, failing after `timeoutMs`. */
  waitForMessagesTo(address: string, count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `acceptDelayMs`: how long the server takes to accept each message (a slow server). */
export async function createSmtpServer(options: { acceptDelayMs?: number } = {}): Promise<TestSmtpServer> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  const sessions = { open: 0, mostOpen: 0, accepting: 0, mostAccepting: 0 };
  let server: SMTPServer | null = null;

  const newServer = () =>
    new SMTPServer({
      authOptional: false,
      // Plain-text login on loopback: the test has no certificate for STARTTLS.
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect(_session, callback) {
        sessions.open += 1;
        sessions.mostOpen = Math.max(sessions.mostOpen, sessions.open);
        callback();
      },
      onClose() {
        sessions.open -= 1;
      },
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
          return callback(null, { user: auth.username });
        }
        return callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({
            ...parseMessage(raw),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw,
          });
          if (!options.acceptDelayMs) return callback();
          sessions.accepting += 1;
          sessions.mostAccepting = Math.max(sessions.mostAccepting, sessions.accepting);
          setTimeout(() => {
            sessions.accepting -= 1;
            callback();
          }, options.acceptDelayMs);
        });
      },
    });

  return {
    port,
    received,
    sessions,
    async start() {
      server = newServer();
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    async waitForMessages(count, timeoutMs = 5000) {
      return (await waitUntil(() => received, count, timeoutMs)).slice(0, count);
    },
    async waitForMessagesTo(address, count, timeoutMs = 5000) {
      const to = address.toLowerCase();
      const matching = () =>
        received.filter((mail) => mail.envelopeTo.some((rcpt) => rcpt.toLowerCase() === to));
      return (await waitUntil(matching, count, timeoutMs)).slice(0, count);
    },
  };
}

async function waitUntil(messages: () => ReceivedMail[], count: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (messages().length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} message(s), received ${messages().length}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return messages();
}

/** E-mail settings that point at the test server, whole (as the admin form sends them). */
export const emailSettingsFor = (
  smtp: Pick<TestSmtpServer, 'port'>,
  overrides: Record<string, unknown> = {},
) => ({
  smtpHost: '127.0.0.1',
  smtpPort: smtp.port,
  smtpSecure: false,
  smtpUser: SMTP_USER,
  smtpPassword: SMTP_PASSWORD,
  fromName: 'SecureCam LA',
  fromEmail: 'office@securecam.example',
  notifyEmails: ['owner@securecam.example'],
  autoReplyEnabled: false,
  ...overrides,
});

/** Saves E-mail settings that point at the test server (a full PUT, as the admin form sends). */
export async function saveEmailSettings(
  ctx: TestContext,
  token: string,
  smtp: Pick<TestSmtpServer, 'port'>,
  overrides: Record<string, unknown> = {},
) {
  const answer = await ctx.call('/api/settings/email', {
    method: 'PUT',
    token,
    json: emailSettingsFor(smtp, overrides),
  });
  if (answer.status !== 200) throw new Error(`saving e-mail settings: ${answer.status} ${answer.text}`);
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding = ''): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words of a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

function parseMessage(raw: string) {
  const { headers, body } = splitHead(raw);
  const found = { text: '', html: '', attachments: [] as ReceivedAttachment[] };
  collectParts(headers, body, found);
  return { headers, subject: decodeHeader(headers.subject ?? ''), ...found };
}

/** Walks a MIME entity: nested multiparts (mixed around alternative), the two bodies, the attachments. */
function collectParts(
  headers: Record<string, string>,
  body: string,
  found: { text: string; html: string; attachments: ReceivedAttachment[] },
) {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = type.match(/boundary="?([^";]+)"?/)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1, -1)) {
      const section = splitHead(part.replace(/^\r\n/, ''));
      collectParts(section.headers, section.body, found);
    }
    return;
  }
  const decoded = decodeBody(body.replace(/\r\n$/, ''), headers['content-transfer-encoding']);
  const disposition = headers['content-disposition'] ?? '';
  const filename = (disposition.match(/filename="?([^";]+)"?/) ?? type.match(/name="?([^";]+)"?/))?.[1];
  if (/^attachment/i.test(disposition) || (filename && !type.startsWith('text/html'))) {
    found.attachments.push({ filename: filename ?? '', contentType: type, content: decoded });
  } else if (type.startsWith('text/html')) found.html = decoded;
  // Lines end in CRLF on the wire; as a mail client shows the text, with plain line breaks.
  else if (type.startsWith('text/plain')) found.text = decoded.replace(/\r\n/g, '\n');
}
