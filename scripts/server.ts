import './check-node.mjs';
import './runtime-tuning.ts';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import next from 'next';
import { createDrain } from './graceful-shutdown.ts';
import { compactWhenIdle } from './idle-compaction.ts';
import { createPageServer } from './page-server.ts';
import { installShutdownTasks } from './page-server-handshake.ts';
import { admitInArrivalOrder } from './request-admission.ts';
import { hasBody, receiveBody } from './request-body.ts';
import { staticBrotli } from './static-brotli.ts';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';
/** Must match SOCKET_ADDRESS_HEADER in src/server/api/client-ip.ts. */
const SOCKET_ADDRESS_HEADER = 'x-socket-remote-address';

// The app's uploads go through sharp. libvips would keep up to 50 MB of decoded images in its
// operation cache and run one thread per core for each image; an upload is a one-off, so neither
// pays here. Both of sharp's builds are loaded first (the app imports the ES module, Next's image
// code may require the CommonJS one), because each resets the process-wide cache when it loads.
createRequire(import.meta.url)('sharp');
const { default: sharp } = await import('sharp');
sharp.cache(false);
sharp.concurrency(1);

// Before the app loads: it registers its shutdown tasks (database, mail worker) here.
const shutdownTasks = installShutdownTasks();

const app = next({ dev: false, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();

const serveBrotli = staticBrotli(path.join(process.cwd(), '.next'));
const pages = createPageServer({ handle });
pages.install();

/**
 * Requests Next answers directly: build files, the API, uploads, and the RSC payloads of
 * client-side navigation (never confused with the HTML document at the same path).
 */
function isForNextOnly(request: IncomingMessage): boolean {
  const url = request.url ?? '/';
  if (/^\/(?:_next|api|media)(?:[/?]|$)/.test(url)) return true;
  if (request.headers.rsc !== undefined) return true;
  return /[?&]_rsc=/.test(url);
}

function failed(response: ServerResponse, error: unknown): void {
  console.error(error);
  if (!response.headersSent) {
    response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Something went wrong');
  } else {
    response.destroy();
  }
}

const idle = compactWhenIdle({ log: process.env.LOG_LEVEL === 'debug' ? console.log : undefined });

const admit = admitInArrivalOrder();

const server = createServer((request, response) => {
  idle.touch();
  // The peer address, set here so no client can forge it; rate limits and logs rely on it.
  request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown';
  drain.markResponse(response);
  // A cached page costs microseconds and no query: it never waits in line behind renders.
  if (!isForNextOnly(request) && pages.serveFromCache(request, response)) return;
  if (!hasBody(request)) {
    admit(request, response, () => serve(request, response));
    return;
  }
  // A request takes its place in line once its body has arrived: a slow sender delays only itself.
  receiveBody(request, response).then((received) => {
    if (received) admit(received, response, () => serve(received, response));
  });
});

function serve(request: IncomingMessage, response: ServerResponse): void {
  try {
    if (isForNextOnly(request)) {
      serveBrotli(request, response)
        .then(async (served) => {
          if (!served) await handle(request, response);
        })
        .catch((error) => failed(response, error));
      return;
    }
    // A cached page is answered synchronously; anything else comes back as a promise.
    pages.servePage(request, response)?.catch((error) => failed(response, error));
  } catch (error) {
    failed(response, error);
  }
}
server.keepAliveTimeout = 65_000;
const drain = createDrain(server, {
  tasks: shutdownTasks,
  onStopped: () => process.exit(0),
  log: (line) => console.log(`  ${line}`),
});
server.listen(port, hostname, () => {
  console.log(`  Site ready at http://localhost:${port}`);
});

for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => drain.stop(signal));
