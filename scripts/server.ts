import './check-node.mjs';
import './runtime-tuning.ts';
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import { CANNOT_START_AS_IS, installShutdownTasks } from '../src/server/handshake/page-server-handshake.ts';
import { createApiRequestListener } from './api-requests.ts';
import { answerUnreadableRequest } from './client-error.ts';
import { createDrain } from './graceful-shutdown.ts';
import { compactWhenIdle } from './idle-compaction.ts';
import { createMetrics, metricsTokenFrom } from './metrics.ts';
import { createPageServer } from './page-server.ts';
import { admitInArrivalOrder } from './request-admission.ts';
import { dropLogWhenReaderGoes, routeConsoleToLog, serverLog } from './server-log.ts';
import { createSiteRequestListener } from './site-requests.ts';
import { staticBrotli } from './static-brotli.ts';

// Every line the process writes is JSON, Next's own included: it logs through console.
routeConsoleToLog();
dropLogWhenReaderGoes();

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';

let metricsToken: string | null;
try {
  // Checked before listening, which would otherwise throw on it before the app's own check of settings.
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error('Invalid configuration: PORT must be a whole number from 1 to 65535');
  }
  metricsToken = metricsTokenFrom(process.env.METRICS_TOKEN);
} catch (error) {
  serverLog({ msg: `The server cannot start: ${(error as Error).message}` }, 'fatal');
  process.exit(CANNOT_START_AS_IS);
}

// Before the app loads: it registers its shutdown tasks (database, mail worker) here.
const shutdownTasks = installShutdownTasks();

/**
 * The host Next is told it runs on. Next names a loopback address (`127.0.0.1`, `::1`) `localhost`
 * in the addresses the proxy sees, but not in its own: a rewrite of the proxy (`src/proxy.ts`, every
 * English page) would then look like one to another site, and Next would fetch it over the network,
 * through the proxy again. Told `localhost`, Next sees one origin; the server still listens on `HOST`.
 */
const nextHostname = /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\])$/.test(hostname) ? 'localhost' : hostname;
const app = next({ dev: false, hostname: nextHostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();

const serveBrotli = staticBrotli(path.join(process.cwd(), '.next'));
const pages = createPageServer({
  handle,
  countAnswer: (label) => metrics.countCacheAnswer(label),
  // Its purges and refills, at LOG_LEVEL=debug.
  log: (line) => serverLog({ msg: line }, 'debug'),
});
pages.install();
const metrics = createMetrics({ token: metricsToken, pageCache: pages.registry.stats, log: serverLog });

const idle = compactWhenIdle({
  log: process.env.LOG_LEVEL === 'debug' ? (line) => serverLog({ msg: line }, 'debug') : undefined,
});

const apiRequests = createApiRequestListener();
const siteRequests = createSiteRequestListener({
  handle,
  pages,
  serveStatic: serveBrotli,
  admit: admitInArrivalOrder(),
  serveApi: apiRequests,
});
/**
 * How many listeners of one event an answer may carry before Node warns of a leak. A page's answer
 * carries ten `close` listeners (Next's renderer adds six or seven, this server three or four: the
 * drain, the line of requests, the page cache, the metrics), a route handler's one more; each goes
 * with its answer, so Node's default of ten would warn of a leak where there is none.
 */
const ANSWER_MAX_LISTENERS = 32;

const server = createServer((request, response) => {
  response.setMaxListeners(ANSWER_MAX_LISTENERS);
  idle.touch();
  drain.markResponse(response);
  // A scrape is answered before the site's line of requests, so it still reads a busy server.
  if (metrics.serve(request, response)) return;
  metrics.observe(request, response);
  siteRequests(request, response);
});

server.keepAliveTimeout = 65_000;
server.on('clientError', answerUnreadableRequest);
const drain = createDrain(server, {
  tasks: shutdownTasks,
  onStopped: () => process.exit(0),
  log: (line) => serverLog({ msg: line }, 'info'),
});
// A port in use (another instance, a leftover process) or not allowed: a failed start, so that a
// supervisor (systemd's Restart=on-failure) sees a failure and tries again.
server.once('error', (error: NodeJS.ErrnoException) => {
  const reason =
    error.code === 'EADDRINUSE'
      ? `port ${port} on ${hostname} is in use (another instance, or another program)`
      : error.code === 'EACCES'
        ? `this user may not listen on port ${port} on ${hostname}`
        : error.message;
  serverLog({ msg: `The server cannot start: ${reason}.`, code: error.code }, 'fatal');
  process.exit(1);
});
// Listening is not yet ready: the app opens its database next, then logs how to sign in.
server.listen(port, hostname, () => {
  serverLog({ msg: `Listening on http://localhost:${port}`, port, host: hostname }, 'info');
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    // API requests still waiting for the app to start are answered now, not cut at the drain's end.
    apiRequests.stopWaiting();
    drain.stop(signal);
  });
}
