import { Writable } from 'node:stream';
import pino, { type Level } from 'pino';

/**
 * A logger that keeps what it writes, for a test to read: each line as written, and the same lines
 * parsed. Emptying `lines` (`lines.length = 0`) starts afresh.
 */
export function capturingLogger(level: Level = 'debug') {
  const lines: string[] = [];
  const logger = pino(
    { level },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, entries };
}
