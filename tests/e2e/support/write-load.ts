import http from 'node:http';

/**
 * Load for the write-fairness test: visitors posting the quote form, each on a new connection from
 * its own loopback address (as real visitors arrive; the public form's hourly limit is per address),
 * optionally alongside staff reading the inquiry list over kept-alive connections.
 */
export interface LoadOptions {
  url: string;
  token: string;
  posters: number;
  readers: number;
  seconds: number;
}

export interface LoadFigures {
  postsPerSecond: number;
  readsPerSecond: number;
  postP99Ms: number;
  posts: number;
  reads: number;
  failures: string[];
}

const POST_TIMEOUT_MS = 20_000;

/** Every address of 127.0.1.1 to 127.0.254.254 in turn: each post from an address of its own. */
let addressCounter = 0;
function nextLoopbackAddress(): string {
  const n = addressCounter++ % (254 * 254);
  return `127.0.${1 + Math.floor(n / 254)}.${1 + (n % 254)}`;
}

interface Answer {
  status: number;
}

function send(options: http.RequestOptions, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(options, (response) => {
      response.resume();
      response.once('end', () => resolve({ status: response.statusCode ?? 0 }));
      response.once('error', reject);
    });
    request.setTimeout(POST_TIMEOUT_MS, () => request.destroy(new Error('timed out')));
    request.once('error', reject);
    request.end(body);
  });
}

function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const target = new URL(options.url);
  const base = { hostname: target.hostname, port: Number(target.port) };
  const readAgent = new http.Agent({ keepAlive: true, maxSockets: options.readers });
  const failures: string[] = [];
  const postLatencies: number[] = [];
  let posts = 0;
  let reads = 0;
  let stopping = false;
  const started = performance.now();
  const endsAt = started + options.seconds * 1000;

  const poster = async (worker: number) => {
    for (let n = 0; !stopping; n++) {
      const body = JSON.stringify({
        name: `Load visitor ${worker}-${n}`,
        email: `visitor${worker}.${n}@example.com`,
        message: 'Four cameras for a small shop, please call me back.',
      });
      const sentAt = performance.now();
      try {
        const answer = await send(
          {
            ...base,
            method: 'POST',
            path: '/api/inquiries',
            agent: false,
            localAddress: nextLoopbackAddress(),
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          body,
        );
        if (answer.status !== 201) failures.push(`post answered ${answer.status}`);
      } catch (error) {
        failures.push(`post failed: ${(error as Error).message}`);
      }
      const doneAt = performance.now();
      if (doneAt <= endsAt) posts++;
      // Every post sent in the window counts towards the latency, also one answered after it.
      if (sentAt <= endsAt) postLatencies.push(doneAt - sentAt);
    }
  };
  const reader = async () => {
    while (!stopping) {
      try {
        const answer = await send({
          ...base,
          method: 'GET',
          path: '/api/inquiries',
          agent: readAgent,
          headers: { authorization: `Bearer ${options.token}` },
        });
        if (answer.status !== 200) failures.push(`read answered ${answer.status}`);
        if (performance.now() <= endsAt) reads++;
      } catch (error) {
        failures.push(`read failed: ${(error as Error).message}`);
      }
    }
  };

  const workers = [
    ...Array.from({ length: options.posters }, (_, worker) => poster(worker)),
    ...Array.from({ length: options.readers }, () => reader()),
  ];
  await new Promise((resolve) => setTimeout(resolve, options.seconds * 1000));
  stopping = true;
  await Promise.all(workers);
  readAgent.destroy();
  const seconds = (endsAt - started) / 1000;
  return {
    postsPerSecond: posts / seconds,
    readsPerSecond: reads / seconds,
    postP99Ms: percentile(postLatencies, 0.99),
    posts,
    reads,
    failures,
  };
}
