import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../scripts/request-body.ts';
import { freePort, type RunningServer, startServer } from './support/server';

/**
 * The site behind Debian's nginx with the shipped site configuration (`deploy/nginx/`), as an operator
 * installs it: only its ports, certificate and upstream address are changed for this machine. The app
 * runs with TRUST_PROXY=1, as the systemd unit starts it.
 */

const SITE_CONFIG = path.resolve('deploy/nginx/securecam-la.conf');
const NAME = 'example.com';
const workspace = mkdtempSync(path.join(tmpdir(), 'cms-nginx-'));
const certificate = path.join(workspace, 'fullchain.pem');

let app: RunningServer;
let nginx: ChildProcess;
let httpPort: number;
let httpsPort: number;
let nginxOutput = '';

/** Replaces each `from` in the text, failing when the shipped file no longer has it. */
function replaceEach(text: string, replacements: [string | RegExp, string][]): string {
  return replacements.reduce((result, [from, to]) => {
    expect(result, `the configuration has ${from}`).toMatch(from);
    return typeof from === 'string' ? result.replaceAll(from, to) : result.replace(from, to);
  }, text);
}

/** The shipped site with this machine's ports, certificate and app; everything else as shipped. */
function siteForThisMachine(appPort: number): string {
  return replaceEach(readFileSync(SITE_CONFIG, 'utf8'), [
    [/^ {4}listen \[::\]:(80|443).*\n/gm, ''],
    ['listen 80;', `listen 127.0.0.1:${httpPort};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
    [`/etc/letsencrypt/live/${NAME}/fullchain.pem`, certificate],
    [`/etc/letsencrypt/live/${NAME}/privkey.pem`, path.join(workspace, 'privkey.pem')],
    ['/var/www/letsencrypt', path.join(workspace, 'webroot')],
    ['server 127.0.0.1:3000;', `server 127.0.0.1:${appPort};`],
  ]);
}

/** Debian's own /etc/nginx/nginx.conf, its files moved into the workspace and the site included. */
function debianMainConfig(site: string): string {
  const temp = (name: string) => path.join(workspace, name);
  return replaceEach(readFileSync('/etc/nginx/nginx.conf', 'utf8'), [
    [/^user .*;$/m, 'user root;'],
    [/^pid .*;$/m, `pid ${temp('nginx.pid')};`],
    [/error_log \/var\/log\/nginx\/error\.log;/, `error_log ${temp('error.log')};`],
    [/access_log \/var\/log\/nginx\/access\.log;/, `access_log ${temp('access.log')};`],
    [
      /^http \{$/m,
      `http {\n${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `\t${kind}_temp_path ${temp(kind)};`).join('\n')}`,
    ],
    ['include /etc/nginx/sites-enabled/*;', `include ${site};`],
  ]);
}

function waitForPort(port: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port}:\n${nginxOutput}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An HTTPS request to nginx for the site's name, from a loopback address of the test's choosing. */
function viaHttps(
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: httpsPort,
        servername: NAME,
        ca: readFileSync(certificate),
        localAddress: options.from ?? '127.0.0.1',
        method: options.method ?? 'GET',
        path: pathname,
        headers: { host: NAME, ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

beforeAll(async () => {
  [httpPort, httpsPort] = [await freePort(), await freePort()];
  mkdirSync(path.join(workspace, 'webroot'));
  const key = spawnSync('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
    ...['-subj', `/CN=${NAME}`, '-addext', `subjectAltName=DNS:${NAME},DNS:www.${NAME}`],
    ...['-keyout', path.join(workspace, 'privkey.pem'), '-out', certificate],
  ]);
  expect(key.status, String(key.stderr)).toBe(0);

  app = await startServer({ env: { TRUST_PROXY: '1', LOG_LEVEL: 'info', PUBLIC_URL: `https://${NAME}` } });
  const site = path.join(workspace, 'securecam-la.conf');
  writeFileSync(site, siteForThisMachine(app.port));
  const main = path.join(workspace, 'nginx.conf');
  writeFileSync(main, debianMainConfig(site));

  const check = spawnSync('nginx', ['-t', '-c', main], { encoding: 'utf8' });
  expect(check.stderr).toContain('syntax is ok');
  expect(check.stderr).toContain('test is successful');
  expect(check.status).toBe(0);

  nginx = spawn('nginx', ['-c', main, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stderr?.on('data', (chunk) => {
    nginxOutput += chunk;
  });
  await Promise.all([waitForPort(httpPort), waitForPort(httpsPort)]);
}, 60_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  await app?.stop();
  rmSync(workspace, { recursive: true, force: true });
});

describe('behind nginx with the shipped site configuration', () => {
  it('sends plain HTTP to the same address over HTTPS, and www. to the bare name', async () => {
    const plain = await fetch(`http://127.0.0.1:${httpPort}/services?page=2`, {
      headers: { host: NAME },
      redirect: 'manual',
    });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe(`https://${NAME}/services?page=2`);
    // A form sent to http:// is redirected too, not refused for its size with nginx's own page.
    const form = await fetch(`http://127.0.0.1:${httpPort}/free-quote/book`, {
      method: 'POST',
      headers: { host: NAME, 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(2 * 1024 * 1024),
      redirect: 'manual',
    });
    expect(form.status).toBe(301);
    const www = await viaHttps('/blog', { headers: { host: `www.${NAME}` } });
    expect(www.status).toBe(301);
    expect(www.headers.location).toBe(`https://${NAME}/blog`);
    expect(www.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('serves the site over HTTPS with HSTS, and never the metrics', async () => {
    const home = await viaHttps('/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('<html');
    expect(home.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(home.headers['content-security-policy']).toBeTruthy();
    // Metrics are not public: the site's own page-not-found, not nginx's.
    const metrics = await viaHttps('/metrics');
    expect(metrics.status).toBe(404);
    expect(metrics.body).toContain('<html');
    expect(metrics.body).not.toContain('nginx');
  });

  it('gives the app the visitor’s address, not nginx’s and not one the visitor made up', async () => {
    const answer = await viaHttps('/api/health', {
      from: '127.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'made-up-by-the-client' },
    });
    expect(answer.status).toBe(200);
    // nginx names the request; the app answers and logs under that name.
    const requestId = String(answer.headers['x-request-id']);
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    // The app logs the request once its answer is sent, which may be after the client has it.
    const loggedLines = () =>
      app
        .output()
        .split('\n')
        .filter((line) => line.includes(requestId));
    await expect.poll(loggedLines).toHaveLength(1);
    expect(JSON.parse(loggedLines()[0])).toEqual(
      expect.objectContaining({ ip: '127.0.0.2', path: '/api/health' }),
    );
  });

  it('takes a body up to the app’s own limit and refuses a larger one with 413, as the app would', async () => {
    expect(readFileSync(SITE_CONFIG, 'utf8')).toContain(
      `client_max_body_size ${MAX_BODY_BYTES / 1024 / 1024}m;`,
    );
    const upload = (bytes: number) =>
      viaHttps('/api/media', {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', 'content-length': String(bytes) },
        body: Buffer.alloc(bytes),
      });
    // At the limit the app itself answers (here: no sign-in), in its JSON.
    const atLimit = await upload(MAX_BODY_BYTES);
    expect(atLimit.status).toBe(401);
    expect(atLimit.headers['content-type']).toMatch(/^application\/json/);
    const over = await upload(MAX_BODY_BYTES + 1);
    expect(over.status).toBe(413);
    // In the app's words, not nginx's own page.
    expect(over.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(over.body)).toEqual({
      success: false,
      message: `Request body is too large (at most ${Math.floor(MAX_BODY_BYTES / 1024 / 1024)} MB)`,
    });
    expect(over.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
