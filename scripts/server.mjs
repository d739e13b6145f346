import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import { assertSupportedNode } from './check-node.mjs';
import { staticBrotli } from './static-brotli.mjs';

assertSupportedNode();

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';
/** Must match SOCKET_ADDRESS_HEADER in src/server/api/client-ip.ts. */
const SOCKET_ADDRESS_HEADER = 'x-socket-remote-address';

const app = next({ dev: false, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();

const serveBrotli = staticBrotli(path.join(process.cwd(), '.next'));

const server = createServer(async (request, response) => {
  // The peer address, set here so no client can forge it; rate limits and logs rely on it.
  request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown';
  if (await serveBrotli(request, response)) return;
  handle(request, response);
});
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(`  Site ready at http://localhost:${port}`);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close();
    // Give in-flight requests and the database close a moment, then stop.
    setTimeout(() => process.exit(0), 300).unref();
  });
}
