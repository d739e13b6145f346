import 'server-only';
import { createPooledSmtpTransport, type SmtpSettings } from './smtp';

export type PooledSmtpTransport = ReturnType<typeof createPooledSmtpTransport>;

interface SmtpPool {
  /** The settings the connections were opened with, to notice when the E-mail settings change. */
  settings: string;
  transport: PooledSmtpTransport;
}

/** One pool per sender of an app (its dependencies), as the mail worker is one per app. */
const pools = new WeakMap<object, SmtpPool>();

/**
 * The pooled connections through which `sender` delivers the outbox: opened on first use, kept
 * from run to run while mail keeps falling due, closed once the outbox is done for now; when the
 * saved E-mail settings differ from those the pool was opened with, it is closed and opened again.
 */
export function smtpPoolFor(sender: object, smtp: SmtpSettings): PooledSmtpTransport {
  const settings = JSON.stringify(smtp);
  const current = pools.get(sender);
  if (current?.settings === settings) return current.transport;
  current?.transport.close();
  const transport = createPooledSmtpTransport(smtp);
  pools.set(sender, { settings, transport });
  return transport;
}

/** Closes the sender's connections (nothing due for now; the worker stops: shutdown, a test's end). */
export function closeSmtpPool(sender: object): void {
  pools.get(sender)?.transport.close();
  pools.delete(sender);
}
