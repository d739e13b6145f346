import 'server-only';
import pino from 'pino';
import { ConfigurationError } from './config/load-env';
import { NewerDatabaseError } from './db/migrate';
import { CANNOT_START_AS_IS } from './handshake/page-server-handshake';

/**
 * Stops a server that cannot start, saying why in one fatal JSON line, as the server process does.
 * A setting to fix (a retired secret among them) or a newer release's database exits 78: starting
 * again cannot help, and the systemd unit does not restart on it. Anything else (a database not
 * answering yet) exits 1, which may pass on the next try. The app's logger is not used: it may be
 * the very thing that failed (it reads the environment).
 */
export function stopFailedStart(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  pino({ base: undefined }).fatal(`The server cannot start: ${oneLine(message)}`);
  const asIs = error instanceof ConfigurationError || error instanceof NewerDatabaseError;
  process.exit(asIs ? CANNOT_START_AS_IS : 1);
}

/** "Invalid configuration:\n  A must be...\n  B is required" as one line: "Invalid configuration: A must be...; B is required". */
function oneLine(message: string): string {
  const [first, ...rest] = message
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (rest.length === 0) return first ?? '';
  return `${first.endsWith(':') ? first : `${first}:`} ${rest.join('; ')}`;
}
