/**
 * A graceful stop for the HTTP server: no new connections, requests already in flight answered in
 * full (each on a connection that then closes), kept-alive connections closed once they have been
 * quiet for a while, then the app's shutdown tasks (database, mail worker: src/server/shutdown.ts)
 * and `onStopped`. Whatever is still open after `limitMs` is cut, so a stuck client cannot hold a
 * deploy.
 *
 * Why not `server.closeIdleConnections()`: a client may write its next request to a kept-alive
 * connection at any moment, and until the server has read it the connection looks idle; closing
 * it then resets a request that was already sent (a write lost to a rolling deploy). A connection
 * is closed only after it has read nothing and answered nothing for `idleGraceMs`; one that
 * carries a request meanwhile gets its answer with `Connection: close` and closes after it.
 */
const SHUTDOWN_TASKS = Symbol.for('securecam.shutdown-tasks');
const SWEEP_MS = 50;
/** Far longer than a busy client takes to send its next request, or than an event loop stall. */
const IDLE_GRACE_MS = 1_000;

/** Installs the list the app adds its shutdown tasks to; run in reverse order of registration. */
export function installShutdownTasks() {
  const tasks = [];
  globalThis[SHUTDOWN_TASKS] = tasks;
  return tasks;
}

/** Every open connection of `server`, with the requests it is answering and when it last did anything. */
function trackConnections(server) {
  const connections = new Map();
  server.on('connection', (socket) => {
    connections.set(socket, { inFlight: 0, bytesRead: socket.bytesRead, quietSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request, response) => {
    const state = connections.get(request.socket);
    if (!state) return;
    state.inFlight++;
    response.once('close', () => {
      state.inFlight--;
      state.quietSince = Date.now();
    });
  });
  return connections;
}

/** Closes the connections that have been quiet for `graceMs`; bytes read since count as activity. */
function closeQuietConnections(connections, graceMs) {
  const now = Date.now();
  const candidates = [];
  for (const [socket, state] of connections) {
    if (state.inFlight > 0 || socket.bytesRead !== state.bytesRead) {
      state.bytesRead = socket.bytesRead;
      state.quietSince = now;
    } else if (now - state.quietSince >= graceMs) candidates.push(socket);
  }
  if (!candidates.length) return;
  // After this turn's poll phase, which reads whatever the kernel already holds for them.
  setImmediate(() => {
    for (const socket of candidates) {
      const state = connections.get(socket);
      if (state && state.inFlight === 0 && socket.bytesRead === state.bytesRead) socket.destroy();
    }
  });
}

/** Stops listening without Node's own `closeIdleConnections()` on `close()` (Node 19+). */
function stopListening(server, onClosed) {
  server.closeIdleConnections = () => {};
  try {
    server.close(onClosed);
  } finally {
    delete server.closeIdleConnections;
  }
}

export function createDrain(
  server,
  { tasks = [], limitMs = 10_000, idleGraceMs = IDLE_GRACE_MS, onStopped, log = () => {} },
) {
  let draining = false;
  let finished = false;
  const connections = trackConnections(server);

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
      // The grace counts from the signal: a connection quiet before it may still be in use.
      const now = Date.now();
      for (const state of connections.values()) state.quietSince = Math.max(state.quietSince, now);
      const sweep = setInterval(() => closeQuietConnections(connections, idleGraceMs), SWEEP_MS);
      sweep.unref();
      stopListening(server, () => {
        clearInterval(sweep);
        void finish('every request answered');
      });
      setTimeout(() => {
        clearInterval(sweep);
        server.closeAllConnections();
        void finish(`cut after ${limitMs} ms`);
      }, limitMs).unref();
    },
  };
}
