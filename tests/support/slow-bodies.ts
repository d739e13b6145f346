import { connect, type Socket } from 'node:net';

/**
 * Clients that send the full headers of a JSON post, one byte of its body, and then nothing: what
 * the probe of the site used to stall it. Each socket keeps what the server answered it.
 */
export interface SlowClients {
  sockets: Socket[];
  /** What each socket received so far. */
  answers: string[];
  close(): void;
}

export async function openSlowBodies(
  baseUrl: string,
  count: number,
  path = '/api/inquiries',
): Promise<SlowClients> {
  const { hostname, port } = new URL(baseUrl);
  const answers: string[] = Array.from({ length: count }, () => '');
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      (_, index) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect(Number(port), hostname, () => {
            socket.write(
              `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n{`,
            );
            resolve(socket);
          });
          socket.on('data', (chunk) => {
            answers[index] += chunk.toString('latin1');
          });
          socket.on('error', () => {});
          socket.once('error', reject);
        }),
    ),
  );
  const close = () => {
    for (const socket of sockets) socket.destroy();
  };
  return { sockets, answers, close };
}

/** Milliseconds a plain GET takes, body included; its status alongside. */
export async function timedGet(url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { connection: 'close' } });
  await response.arrayBuffer();
  return { ms: Math.round(performance.now() - started), status: response.status };
}

/** The slowest of `times` sequential GETs of `url`. */
export async function slowestOf(url: string, times: number): Promise<number> {
  let slowest = 0;
  for (let attempt = 0; attempt < times; attempt++) {
    const { ms, status } = await timedGet(url);
    if (status >= 500) throw new Error(`${url} answered ${status}`);
    slowest = Math.max(slowest, ms);
  }
  return slowest;
}

/** The health endpoint and an uncached page (a query the page cache never keeps): slowest of a few. */
export async function responsiveness(baseUrl: string) {
  return {
    healthMs: await slowestOf(`${baseUrl}/api/health`, 5),
    uncachedPageMs: await slowestOf(`${baseUrl}/free-quote?service=slow-client-check`, 3),
  };
}
