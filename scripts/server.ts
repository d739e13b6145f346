import './check-node.mjs';
import './runtime-tuning.ts';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import next from 'next';
import { installShutdownTasks } from '../src/server/handshake/page-server-handshake.ts';
import { createDrain } from './graceful-shutdown.ts';
import { compactWhenIdle } from './idle-compaction.ts';
import { createPageServer } from './page-server.ts';
import { admitInArrivalOrder } from './request-admission.ts';
import { createSiteRequestListener } from './site-requests.ts';
import { staticBrotli } from './static-brotli.ts';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';

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

const idle = compactWhenIdle({ log: process.env.LOG_LEVEL === 'debug' ? console.log : undefined });

const server = createServer(
  createSiteRequestListener({
    handle,
    pages,
    serveStatic: serveBrotli,
    admit: admitInArrivalOrder(),
    onRequest: (_request, response) => {
      idle.touch();
      drain.markResponse(response);
    },
  }),
);

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
