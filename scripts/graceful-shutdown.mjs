/**
 * A graceful stop for the HTTP server: no new connections, requests already in flight answered in
 * full (each on a connection that then closes), idle kept-alive connections closed, then the
 * app's shutdown tasks (database, mail worker: src/server/shutdown.ts) and `onStopped`. Whatever
 * is still open after `limitMs` is cut, so a stuck client cannot hold a deploy.
 */
const SHUTDOWN_TASKS = Symbol.for('securecam.shutdown-tasks');
const IDLE_SWEEP_MS = 50;

/** Installs the list the app adds its shutdown tasks to; run in reverse order of registration. */
export function installShutdownTasks() {
  const tasks = [];
  globalThis[SHUTDOWN_TASKS] = tasks;
  return tasks;
}

export function createDrain(server, { tasks = [], limitMs = 10_000, onStopped, log = () => {} }) {
  let draining = false;
  let finished = false;

  const finish = async (reason) => {
    if (finished) return;
    finished = true;
    for (const task of [...tasks].reverse()) {
      try {
        await task();
      } catch (error) {
        log(`shutdown task failed: ${error?.message ?? error}`);
      }
    }
    log(`stopped (${reason})`);
    onStopped();
  };

  return {
    get draining() {
      return draining;
    },
    /** Marks an answer given during the drain to close its connection once sent. */
    markResponse(response) {
      if (draining && !response.headersSent) response.setHeader('connection', 'close');
    },
    stop(signal) {
      if (draining) return;
      draining = true;
      log(`${signal}: finishing the requests in flight, then stopping`);
      // Connections that fall idle once their answer is sent are closed as they do.
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      sweep.unref();
      server.close(() => {
        clearInterval(sweep);
        void finish('every request answered');
      });
      server.closeIdleConnections();
      setTimeout(() => {
        clearInterval(sweep);
        server.closeAllConnections();
        void finish(`cut after ${limitMs} ms`);
      }, limitMs).unref();
    },
  };
}
