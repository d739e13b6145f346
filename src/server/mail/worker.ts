import 'server-only';
import { type DeliveryReport, deliverPendingMail, type MailDeliveryDeps } from './delivery';
import { closeSmtpPool } from './smtp-pool';

/** Pending mail is looked at again at least this often while any is waiting. */
const MAX_SLEEP_MS = 60_000;
const MIN_SLEEP_MS = 1_000;

export interface MailWorker {
  /** Sends what is due now (again, if a run is under way) and then sleeps until the next mail falls due. */
  wake(): void;
  /** Ends the worker once its current run is over; it does not start again. */
  stop(): Promise<void>;
}

const workers = new WeakMap<MailDeliveryDeps, MailWorker>();

/**
 * The background sender of an app: started by the first request that enqueues mail (or asks for
 * the mail status), then awake only while mail is pending. Its timers never keep the process alive.
 */
export function startMailWorker(deps: MailDeliveryDeps): MailWorker {
  let worker = workers.get(deps);
  if (!worker) {
    worker = createMailWorker(deps);
    workers.set(deps, worker);
  }
  worker.wake();
  return worker;
}

/**
 * Stops the app's worker, if it has one, and closes its SMTP connections (shutdown; tests, before
 * their database is dropped).
 */
export async function stopMailWorker(deps: MailDeliveryDeps): Promise<void> {
  await workers.get(deps)?.stop();
  workers.delete(deps);
  closeSmtpPool(deps);
}

function createMailWorker(deps: MailDeliveryDeps): MailWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let wokenWhileRunning = false;
  let stopped = false;

  const sleepUntil = (report: DeliveryReport | null) => {
    if (stopped) return;
    const due = report ? report.nextAttemptAt : new Date(Date.now() + MAX_SLEEP_MS);
    if (!due) return; // Nothing pending: idle until the next enqueue wakes us.
    // A run that stopped at its limit is followed at once; otherwise mail that failed waits its turn.
    const delay = report?.moreDue
      ? 0
      : Math.min(MAX_SLEEP_MS, Math.max(MIN_SLEEP_MS, due.getTime() - Date.now()));
    timer = setTimeout(run, delay);
    timer.unref();
  };

  function run() {
    timer = null;
    running = deliverPendingMail(deps)
      .then(
        (report) => report,
        (error: unknown) => {
          deps.logger.error({ err: error, component: 'mail' }, 'mail delivery run failed');
          return null;
        },
      )
      .then((report) => {
        running = null;
        if (wokenWhileRunning && !stopped) {
          wokenWhileRunning = false;
          run();
        } else sleepUntil(report);
      });
  }

  return {
    wake() {
      if (stopped) return;
      if (running) {
        wokenWhileRunning = true;
        return;
      }
      if (timer) clearTimeout(timer);
      run();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
