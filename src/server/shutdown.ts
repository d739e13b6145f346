import 'server-only';

/**
 * Work to finish when the server stops: `scripts/server.mjs` installs this list, stops accepting
 * connections on SIGTERM/SIGINT, lets in-flight requests finish, then runs these tasks (close the
 * database, stop the mail worker) and exits. Without it (`next dev`) a task runs on the signal.
 */
const REGISTRY = Symbol.for('securecam.shutdown-tasks');

type ShutdownTask = () => Promise<void>;

export function onShutdown(task: ShutdownTask): void {
  const tasks = (globalThis as Record<symbol, unknown>)[REGISTRY];
  if (Array.isArray(tasks)) {
    tasks.push(task);
    return;
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => void task().catch(() => {}));
}
