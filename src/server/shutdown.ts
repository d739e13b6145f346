import 'server-only';
import { type ShutdownTask, shutdownTasks } from './handshake/page-server-handshake';

/**
 * Work to finish when the server stops: `scripts/server.ts` installs the list of tasks, stops
 * accepting connections on SIGTERM/SIGINT, lets in-flight requests finish, then runs these tasks
 * (close the database, stop the mail worker) and exits. Without it (`next dev`) a task runs on the
 * signal.
 */
export function onShutdown(task: ShutdownTask): void {
  const tasks = shutdownTasks();
  if (tasks) {
    tasks.push(task);
    return;
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => void task().catch(() => {}));
}
