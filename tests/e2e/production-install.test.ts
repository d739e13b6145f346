import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_COMMANDS } from '../../scripts/operator-commands.mjs';
import { SERVER_BUNDLE } from '../../scripts/server-bundle.ts';
import { collectOutput, freePort, untilHealthy } from './support/server';

/**
 * The production install the README documents: built with the development packages, then
 * `npm prune --omit=dev`, run with the machine's Node 24 and nothing of the checkout's tools. A copy
 * of the project and of the build the browser tests serve (an artifact built elsewhere, shipped as a
 * folder) is pruned, started with `npm start`, given an administrator by `npm run create-admin`,
 * backed up while it serves, and restored into a new data directory that a second start serves.
 */

const PROJECT = process.cwd();
const SERVICE_UNIT = path.join(PROJECT, 'deploy', 'securecam-la.service');
/** Left out of the copy: what the install makes itself, and the build's cache (not needed to serve). */
const NOT_SHIPPED = new Set(['node_modules', '.next', '.git', 'data', 'test-results', 'coverage']);
const ADMIN = { email: 'operator@example.com', password: 'a long operator password' };

const workspace = mkdtempSync(path.join(tmpdir(), 'cms-install-'));
const install = path.join(workspace, 'site');
const archive = path.join(workspace, 'site-backup.tar.gz');

/** The machine's PATH with Node 24 first and none of the checkout's node_modules/.bin. */
const NODE_24_PATH = [path.dirname(process.execPath), '/usr/local/bin', '/usr/bin', '/bin'].join(':');

/**
 * The machine's environment (its certificates for the registry, which the prune asks about a package
 * pinned to "latest") without what `npm run` set for this test run, or the checkout's test settings.
 */
function machineEnvironment(pathVariable: string): NodeJS.ProcessEnv {
  const environment = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(npm_|NPM_|INIT_CWD$|NODE_ENV$|NODE_OPTIONS$|DATA_DIR$|DATABASE_URL$|E2E_)/.test(name),
    ),
  );
  return { ...environment, PATH: pathVariable, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
}

function npm(args: string[], env: Record<string, string>, pathVariable = NODE_24_PATH) {
  return spawnSync('npm', args, {
    cwd: install,
    encoding: 'utf8',
    env: { ...machineEnvironment(pathVariable), ...env },
  });
}

/** Ships the project's files and build into `install` (node_modules as hard links: the prune only unlinks). */
function shipCopy() {
  for (const entry of readdirSync(PROJECT)) {
    if (!NOT_SHIPPED.has(entry))
      cpSync(path.join(PROJECT, entry), path.join(install, entry), { recursive: true });
  }
  cpSync(path.join(PROJECT, '.next'), path.join(install, '.next'), {
    recursive: true,
    filter: (source) => !source.startsWith(path.join(PROJECT, '.next', 'cache')),
  });
  const linked = spawnSync('cp', [
    '-al',
    path.join(PROJECT, 'node_modules'),
    path.join(install, 'node_modules'),
  ]);
  expect(linked.status).toBe(0);
  // npm rewrites its record of the tree: a file of the copy's own, not a link to the checkout's.
  const record = path.join(install, 'node_modules', '.package-lock.json');
  unlinkSync(record);
  copyFileSync(path.join(PROJECT, 'node_modules', '.package-lock.json'), record);
}

/** The `[Service]` settings of the shipped systemd unit, each name with its values in order. */
function serviceSettings(): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  const unit = readFileSync(SERVICE_UNIT, 'utf8');
  const service = unit.slice(unit.indexOf('[Service]'), unit.indexOf('[Install]'));
  for (const line of service.split('\n')) {
    const match = /^(\w+)=(.*)$/.exec(line);
    if (match) settings.set(match[1], [...(settings.get(match[1]) ?? []), match[2]]);
  }
  return settings;
}

interface StartedSite {
  url: string;
  child: ChildProcess;
  output: () => string;
}

/** `npm start` in the install, in a process group of its own (npm's child, the server, stops with it). */
async function npmStart(dataDir: string): Promise<StartedSite> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('npm', ['start'], {
    cwd: install,
    detached: true,
    env: {
      ...machineEnvironment(NODE_24_PATH),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  await untilHealthy(url, child, output);
  return { url, child, output };
}

async function stop(site: StartedSite | undefined) {
  if (!site || site.child.exitCode !== null || site.child.signalCode !== null) return;
  const exited = new Promise((resolve) => site.child.once('exit', resolve));
  process.kill(-(site.child.pid ?? 0), 'SIGTERM');
  await exited;
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await response.json()) as { accessToken?: string };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.accessToken ?? '';
}

async function servicesSeenBy(url: string, token: string): Promise<string[]> {
  const response = await fetch(`${url}/api/services?pageSize=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { slug: string }[] };
  return body.data.map((service) => service.slug).sort();
}

let original: StartedSite | undefined;
let restored: StartedSite | undefined;

beforeAll(() => {
  shipCopy();
  const pruned = npm(['prune', '--omit=dev', '--no-audit', '--no-fund'], {});
  expect(pruned.status, pruned.stderr).toBe(0);
}, 180_000);

afterAll(async () => {
  await stop(original);
  await stop(restored);
  rmSync(workspace, { recursive: true, force: true });
});

describe('a production install (npm prune --omit=dev)', () => {
  it('holds no development package, and carries the commands bundled by the build', () => {
    for (const tool of ['tsx', 'typescript', 'vitest', 'esbuild', 'node', '@biomejs/biome']) {
      expect(existsSync(path.join(install, 'node_modules', tool)), tool).toBe(false);
    }
    for (const command of OPERATOR_COMMANDS) {
      expect(existsSync(path.join(install, '.next', 'commands', `${command}.mjs`)), command).toBe(true);
    }
  });

  it('refuses to build there, before touching the build it serves from', () => {
    const buildId = readFileSync(path.join(install, '.next', 'BUILD_ID'), 'utf8');
    const build = npm(['run', '--silent', 'build'], {});
    expect(build.status).toBe(1);
    expect(build.stderr).toContain('This install has no development packages');
    expect(build.stderr).toContain('npm ci && npm run build && npm prune --omit=dev');
    expect(readFileSync(path.join(install, '.next', 'BUILD_ID'), 'utf8')).toBe(buildId);
    expect(existsSync(path.join(install, '.next', 'commands', 'backup.mjs'))).toBe(true);
  });

  it('says plainly that a machine with an older Node needs Node 24', () => {
    const backup = npm(
      ['run', '--silent', 'backup'],
      { DATA_DIR: path.join(workspace, 'unused') },
      '/usr/bin:/bin',
    );
    expect(backup.status).toBe(78);
    expect(backup.stderr).toContain('need Node.js 24');
    expect(backup.stderr).toContain('install Node.js 24');
  });

  it('says what is wrong with a setting in words, and exits 78, not with a stack', () => {
    const backup = npm(['run', '--silent', 'backup'], {
      DATA_DIR: path.join(workspace, 'unused'),
      AUTH_SECRET: 'short',
    });
    expect(backup.status).toBe(78);
    expect(backup.stderr.trim()).toBe('Invalid configuration:\n  AUTH_SECRET must be at least 32 characters');
    // A command run without what it needs shows its usage and exits 2, as a wrong flag does.
    for (const args of [['restore'], ['restore', '--', '--no-such-flag']]) {
      const usage = npm(['run', '--silent', ...args], { DATA_DIR: path.join(workspace, 'unused') });
      expect(usage.status, args.join(' ')).toBe(2);
      expect(usage.stderr, args.join(' ')).toContain(
        'Usage: npm run restore -- <archive.tar.gz> [--passphrase-file <file>]',
      );
    }
    expect(existsSync(path.join(workspace, 'unused'))).toBe(false);
  });

  it('creates an administrator, serves, backs up while serving, and restores into a new data directory', async () => {
    const dataDir = path.join(workspace, 'data');
    const account = [
      '--email',
      ADMIN.email,
      '--password',
      ADMIN.password,
      '--first-name',
      'Olga',
      '--last-name',
      'Ruiz',
    ];
    const created = npm(['run', '--silent', 'create-admin', '--', ...account], { DATA_DIR: dataDir });
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain(`Administrator ${ADMIN.email} created`);

    original = await npmStart(dataDir);
    const services = await servicesSeenBy(original.url, await signIn(original.url));
    expect(services.length).toBeGreaterThan(0);

    // Through deploy/site-command, as the runbook says: the service's settings, its user (here, this one).
    const settingsFile = path.join(workspace, 'service-env');
    writeFileSync(settingsFile, 'LOG_LEVEL=warn\n');
    const backup = spawnSync(
      path.join(install, 'deploy', 'site-command'),
      ['backup', '--', '--out', archive],
      {
        encoding: 'utf8',
        env: {
          ...machineEnvironment(NODE_24_PATH),
          SECURECAM_INSTALL: install,
          SECURECAM_ENV_FILE: settingsFile,
          SECURECAM_USER: userInfo().username,
          SECURECAM_STATE: dataDir,
        },
      },
    );
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toContain(`Backup written to ${archive}`);
    await stop(original);

    const newDataDir = path.join(workspace, 'restored-data');
    const restore = npm(['run', '--silent', 'restore', '--', archive], { DATA_DIR: newDataDir });
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toContain(`Restored ${archive}`);

    restored = await npmStart(newDataDir);
    expect(await servicesSeenBy(restored.url, await signIn(restored.url))).toEqual(services);
    const home = await fetch(`${restored.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html');
    await stop(restored);

    // Then a newer release migrates it, and this one is started on it again (an upgrade rolled back).
    const databaseFile = readdirSync(newDataDir).find((file) => file.endsWith('.db')) ?? 'no database file';
    const database = new Sqlite(path.join(newDataDir, databaseFile));
    database.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run('9001_newer', 'now');
    database.close();
    const refused = spawnSync('npm', ['start'], {
      cwd: install,
      encoding: 'utf8',
      env: { ...machineEnvironment(NODE_24_PATH), PORT: String(await freePort()), DATA_DIR: newDataDir },
    });
    expect(refused.status).toBe(78);
    const lines = refused.stdout.split('\n').filter((line) => line.startsWith('{'));
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({
        level: 60,
        msg: expect.stringMatching(/^The server cannot start: This database was upgraded by a newer release/),
      }),
    );
    // Seven processes one after another (three commands, two servers, the backup, the refused start):
    // 38 to 41 s on two slow cores in the browser phase, and once past the default 60 s.
  }, 180_000);
});

describe('the systemd unit (deploy/securecam-la.service)', () => {
  it('passes systemd-analyze verify without a remark', () => {
    const verify = spawnSync('systemd-analyze', ['verify', SERVICE_UNIT], {
      encoding: 'utf8',
      cwd: workspace,
    });
    expect(verify.stderr).toBe('');
    expect(verify.status).toBe(0);
  });

  it('serves the install with its command and environment, and stops cleanly on its stop signal in time', async () => {
    const settings = serviceSettings();
    expect(settings.get('WorkingDirectory')).toEqual(['/srv/securecam-la']);
    expect(settings.get('ExecStart')).toEqual([
      '/usr/bin/node --import ./scripts/check-node.mjs scripts/start.ts',
    ]);
    const environment: NodeJS.ProcessEnv = Object.fromEntries(
      (settings.get('Environment') ?? []).flatMap((line) => line.split(' ')).map((pair) => pair.split('=')),
    );
    expect(environment).toMatchObject({ NODE_ENV: 'production', HOST: '127.0.0.1', TRUST_PROXY: '1' });
    expect(environment.DATA_DIR).toBe(`/var/lib/${settings.get('StateDirectory')?.[0]}`);
    // A start that cannot succeed as things are (a setting, a newer database) is not retried forever.
    expect(settings.get('RestartPreventExitStatus')).toEqual(['78']);
    const stopSeconds = Number(settings.get('TimeoutStopSec')?.[0]);
    expect(stopSeconds).toBeGreaterThan(10); // the drain's own limit

    const [, ...args] = (settings.get('ExecStart')?.[0] ?? '').split(' ');
    // With the machine's older Node, it says what it needs instead of failing on a TypeScript file.
    const older = spawnSync('/usr/bin/node', args, {
      cwd: install,
      encoding: 'utf8',
      env: machineEnvironment('/usr/bin:/bin'),
    });
    expect(older.status).toBe(78);
    expect(older.stderr).toContain('install Node.js 24');

    // As systemd would run it, but on this machine: its Node 24, a free port, a state directory here.
    const port = await freePort();
    const service = spawn(process.execPath, args, {
      cwd: install,
      env: {
        PATH: NODE_24_PATH,
        ...environment,
        PORT: String(port),
        DATA_DIR: path.join(workspace, 'state'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = collectOutput(service);
    await untilHealthy(`http://127.0.0.1:${port}`, service, output);
    // The process systemd started is the server itself (it watches and signals that pid), and it runs
    // the build's bundle: no TypeScript, so not Node's type stripper, is loaded in it.
    const commandLine = readFileSync(`/proc/${service.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    expect(commandLine.at(-1)).toBe(path.join(install, SERVER_BUNDLE));
    const stopped = Date.now();
    const exited = new Promise<number | null>((resolve) => service.once('exit', (code) => resolve(code)));
    service.kill(settings.get('KillSignal')?.[0] as NodeJS.Signals);
    expect(await exited).toBe(0);
    expect(Date.now() - stopped).toBeLessThan(stopSeconds * 1000);
    expect(output()).toContain('"msg":"stopped (every request answered)"');
  });
});
