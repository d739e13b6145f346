import { format } from 'node:util';

/**
 * The server process's log: one JSON object per line on stdout, in the shape of the app's pino logs
 * (`level` as pino's number, `time` in milliseconds, `msg`), so that journald, a log shipper or `jq`
 * reads every line the process writes, its start and shutdown and Next's own lines included.
 */

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;
export type LevelName = keyof typeof LEVELS;

/** One line of the server's JSON log. */
export type ServerLog = (entry: Record<string, unknown> & { msg: string }, level?: LevelName) => void;

/** LOG_LEVEL as the app reads it (`silent` writes nothing); an unknown name counts as `info`. */
function threshold(): number {
  const name = process.env.LOG_LEVEL ?? 'info';
  if (name === 'silent') return Number.POSITIVE_INFINITY;
  return LEVELS[name as LevelName] ?? LEVELS.info;
}

/** Set once nothing reads stdout any more (see `dropLogWhenReaderGoes`). */
let readerGone = false;

/**
 * Once the reader of stdout has gone (`npm start | head`, a log shipper that stopped), the server goes
 * on serving and drops its log lines. Writing them on would fail each time, and the failure is itself
 * logged (Next logs an uncaught error through console) to the same closed pipe: the server spun on
 * that at full CPU, answering nothing and deaf to SIGTERM.
 */
export function dropLogWhenReaderGoes(stream: NodeJS.WriteStream = process.stdout): void {
  stream.on('error', () => {
    readerGone = true;
  });
}

/** Writes one line at `level` (an error unless told), when LOG_LEVEL lets that level through. */
export const serverLog: ServerLog = (entry, level = 'error') => {
  if (readerGone || LEVELS[level] < threshold()) return;
  process.stdout.write(`${JSON.stringify({ level: LEVELS[level], time: Date.now(), ...entry })}\n`);
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a terminal colour
const TERMINAL_STYLES = /\u001b\[[0-9;]*m/g;

/** An error as pino writes it, so a stack stays one JSON string. */
function errorFields(error: Error): Record<string, unknown> {
  return { type: error.name, message: error.message, stack: error.stack };
}

/**
 * Makes `console` write JSON lines: Next logs through it (its warnings, a page's render error), and so
 * does any package. The text is what console would have printed, without terminal colours or the
 * blank lines around it; the first Error among the arguments also goes in `err`, as pino puts it.
 */
export function routeConsoleToLog(): void {
  const route =
    (level: LevelName) =>
    (...args: unknown[]) => {
      const msg = format(...args)
        .replace(TERMINAL_STYLES, '')
        .trim();
      const error = args.find((arg): arg is Error => arg instanceof Error);
      if (!msg && !error) return;
      serverLog({ msg, ...(error ? { err: errorFields(error) } : {}) }, level);
    };
  console.log = route('info');
  console.info = route('info');
  console.debug = route('debug');
  console.trace = route('trace');
  console.warn = route('warn');
  console.error = route('error');
}
