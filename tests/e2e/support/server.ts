import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_BUNDLE, SERVER_BUNDLE_INPUTS } from '../../../scripts/server-bundle.ts';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export const E2E_ADMIN = { email: 'owner@example.com', password: 'correct-horse-battery' };

export function freshDataDir(label: string) {
  return mkdtempSync(path.join(tmpdir(), `cms-${label}-`));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Everything the process writes on stdout and stderr so far. */
export function collectOutput(child: ChildProcess): () => string {
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return () => output;
}

/** Waits until the server at `url` answers its health check (a minute at most), failing if it exits. */
export async function untilHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    const health = await fetch(`${url}/api/health`).catch(() => null);
    if (health?.ok) return;
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The server as production runs it: the bundle `npm run build` made of `scripts/server.ts`. Refused
 * when a file it is made of has changed since, so a test never runs yesterday's server.
 */
export function serverBundle(root = process.cwd()): string {
  const bundle = path.join(root, SERVER_BUNDLE);
  const inputsFile = path.join(root, SERVER_BUNDLE_INPUTS);
  if (!existsSync(bundle) || !existsSync(inputsFile)) {
    throw new Error(`No ${SERVER_BUNDLE}: run npm run build first.`);
  }
  const built = statSync(bundle).mtimeMs;
  for (const input of JSON.parse(readFileSync(inputsFile, 'utf8')) as string[]) {
    if (statSync(path.join(root, input)).mtimeMs <= built) continue;
    throw new Error(
      `${input} changed after ${SERVER_BUNDLE} was built: run npm run build, or node scripts/bundle-for-production.ts for the server alone.`,
    );
  }
  return bundle;
}

/**
 * Starts the production build (its server bundle, see `serverBundle`) on a free loopback port and
 * waits until healthy. Its PUBLIC_URL is its own loopback origin, so canonical links and e-mailed links point at the pages
 * the tests load (Lighthouse's canonical audit wants the canonical on the tested origin).
 */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string>; cwd?: string } = {},
) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? freshDataDir('server');
  const child = spawn(process.execPath, [serverBundle(options.cwd)], {
    cwd: options.cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  await untilHealthy(url, child, output);
  const server: RunningServer = {
    url,
    port,
    dataDir,
    process: child,
    output,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
  return server;
}

export async function signIn(url: string, credentials = E2E_ADMIN): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = (await response.json()) as { accessToken?: string; message?: string };
  if (!body.accessToken) throw new Error(`sign-in failed: ${response.status} ${body.message}`);
  return body.accessToken;
}
