import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createSmtpServer, SMTP_PASSWORD, SMTP_USER, type TestSmtpServer } from '../../api/support/smtp';
import { send } from './records';

/**
 * The server the browser tests share has one set of e-mail settings. A file that points them at an
 * SMTP listener of its own holds them alone: beside another such file, its mail would go to the
 * other's listener and its own would stay empty. Files take turns through a lock directory per
 * server (creating a directory is atomic); a lock whose process is gone is taken over.
 */
const TURN_WAIT_MS = 5 * 60_000;

function holderIsGone(lock: string): boolean {
  try {
    process.kill(Number(readFileSync(path.join(lock, 'pid'), 'utf8')), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

async function takeTurn(baseUrl: string): Promise<() => void> {
  const lock = path.join(tmpdir(), `e2e-mail-settings-${new URL(baseUrl).port}.lock`);
  const release = () => rmSync(lock, { recursive: true, force: true });
  const deadline = Date.now() + TURN_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (holderIsGone(lock)) release();
    else if (Date.now() > deadline)
      throw new Error(`The e-mail settings stayed taken for ${TURN_WAIT_MS} ms`);
    else await sleep(200);
  }
}

export interface TestMailbox {
  smtp: TestSmtpServer;
  /** Puts back the settings the server had, stops the listener and lets the next file take its turn. */
  close(): Promise<void>;
}

/**
 * Points the shared server's e-mail at a new SMTP listener of this file, once it is this file's turn
 * (see above). `settings` adds to or replaces the test's settings (staff to notify, the auto-reply).
 */
export async function openTestMailbox(
  baseUrl: string,
  token: string,
  options: { settings?: Record<string, unknown>; acceptDelayMs?: number } = {},
): Promise<TestMailbox> {
  const release = await takeTurn(baseUrl);
  const smtp = await createSmtpServer({ acceptDelayMs: options.acceptDelayMs });
  let saved: Record<string, unknown> | undefined;
  const close = async () => {
    // Back to the settings the server had, so no later test sends mail to a listener that is gone.
    if (saved) await send(baseUrl, token, 'PUT', '/settings/email', saved).catch(() => {});
    await smtp.stop();
    release();
  };
  try {
    await smtp.start();
    const { data } = await send<{ data: Record<string, unknown> }>(baseUrl, token, 'GET', '/settings/email');
    const { updatedAt: _updatedAt, smtpPasswordSet: _passwordSet, ...editable } = data;
    saved = editable;
    await send(baseUrl, token, 'PUT', '/settings/email', {
      ...editable,
      smtpHost: '127.0.0.1',
      smtpPort: smtp.port,
      smtpSecure: false,
      smtpUser: SMTP_USER,
      smtpPassword: SMTP_PASSWORD,
      fromName: 'SecureCam LA',
      fromEmail: 'office@securecam.example',
      notifyEmails: [],
      ...options.settings,
    });
  } catch (error) {
    await close();
    throw error;
  }
  return { smtp, close };
}
