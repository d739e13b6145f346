import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ShutdownTask } from '../src/server/handshake/page-server-handshake.ts';

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
const SWEEP_MS = 50;
/** Far longer than a busy client takes to send its next request, or than an event loop stall. */
const IDLE_GRACE_MS = 1_000;

interface ConnectionState {
  inFlight: number;
  bytesRead: number;
  quietSince: number;
}

export interface Drain {
  readonly draining: boolean;
  /** Marks an answer given during the drain to close its connection once sent. */
  markResponse(response: ServerResponse): void;
  stop(signal: string): void;
}

export interface DrainOptions {
  /** The app's shutdown tasks, run in reverse order of registration. */
  tasks?: ShutdownTask[];
  limitMs?: number;
  /** How long a kept-alive connection must have been quiet before the drain closes it. */
  idleGraceMs?: number;
  onStopped: () => void;
  log?: (line: string) => void;
}

/** Every open connection of `server`, with the requests it is answering and when it last did anything. */
function trackConnections(server: Server): Map<Socket, ConnectionState> {
  const connections = new Map<Socket, ConnectionState>();
  server.on('connection', (socket) => {
    connections.set(socket, { inFlight: 0, bytesRead: socket.bytesRead, quietSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
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
function closeQuietConnections(connections: Map<Socket, ConnectionState>, graceMs: number): void {
  const now = Date.now();
  const candidates: Socket[] = [];
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
function stopListening(server: Server, onClosed: () => void): void {
  const instance: Partial<Pick<Server, 'closeIdleConnections'>> = server;
  instance.closeIdleConnections = () => {};
  try {
    server.close(onClosed);
  } finally {
    // The prototype's method again.
    delete instance.closeIdleConnections;
  }
}

export function createDrain(
  server: Server,
  { tasks = [], limitMs = 10_000, idleGraceMs = IDLE_GRACE_MS, onStopped, log = () => {} }: DrainOptions,
): Drain {
  let draining = false;
  let finished = false;
  const connections = trackConnections(server);

  const finish = async (reason: string) => {
    if (finished) return;
    finished = true;
    for (const task of [...tasks].reverse()) {
      try {
        await task();
      } catch (error) {
        log(`shutdown task failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    log(`stopped (${reason})`);
    onStopped();
  };

  return {
    get draining() {
      return draining;
    },
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
