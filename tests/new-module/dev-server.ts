import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { E2E_ADMIN, freePort, freshDataDir } from '../e2e/support/server';

export interface DevServer {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * `npm run dev` in a project folder, on a free loopback port with a fresh data folder, the demo
 * content and the test administrator: ready once its health check answers (the first request
 * compiles the API route, which takes a while on a busy machine).
 */
export async function startDevServer(cwd: string): Promise<DevServer> {
  const port = await freePort();
  // `localhost`, as Next names every loopback address in the proxy's URLs: a server told `127.0.0.1`
  // would take the proxy's rewrite of an English page (`src/proxy.ts`) for one to another site.
  const url = `http://localhost:${port}`;
  const dataDir = freshDataDir('new-module-dev');
  let output = '';
  // Its own process group: npm, the migration index script and Next's server processes stop together.
  const args = ['run', '--silent', 'dev', '--', '--port', String(port), '--hostname', 'localhost'];
  const child: ChildProcess = spawn('npm', args, {
    cwd,
    detached: true,
    env: {
      ...process.env,
      // Not the test runner's `test`, which Next warns about and serves as neither mode.
      NODE_ENV: 'development',
      NEXT_TELEMETRY_DISABLED: '1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const stop = async () => {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
      child.once('exit', () => resolve());
      process.kill(-child.pid, 'SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the development server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the development server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, output: () => output, stop };
}
