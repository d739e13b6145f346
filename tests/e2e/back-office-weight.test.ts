import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findModuleByKey } from '@/registry';
import { launchBrowser } from './support/browser';
import { type LoadedScript, scriptsOfPage, totalTransferBytes } from './support/script-transfer';
import { signIn } from './support/server';

/**
 * Compressed JavaScript budgets, in bytes, as Chromium downloads it (brotli, see
 * `scripts/static-brotli.ts`). Next.js and React alone are about 117 kB of it on every page.
 */
const SIGN_IN_BUDGET = 150_000;
const MODULE_LIST_BUDGET = 350_000;

/** A string only each heavy part's code carries, to tell whether a page downloaded it. */
const FINGERPRINTS = {
  'the rich-text editor': 'ProseMirror',
  charts: 'recharts-wrapper',
  'drag and drop': 'data-rfd-drag-handle-draggable-id',
  'the booking calendar': 'Site surveys, ',
  'the service icon picker': 'No icon of that name',
  'the admin shell': 'Admin sections',
} as const;

type Part = keyof typeof FINGERPRINTS;
const HEAVY_PARTS: Part[] = [
  'the rich-text editor',
  'charts',
  'drag and drop',
  'the booking calendar',
  'the service icon picker',
];

function partsIn(scripts: LoadedScript[]): Part[] {
  return (Object.keys(FINGERPRINTS) as Part[]).filter((part) =>
    scripts.some((script) => script.source.includes(FINGERPRINTS[part])),
  );
}

const baseUrl = inject('baseUrl');
let browser: Browser;
let token: string;

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
});

afterAll(async () => {
  await browser?.close();
});

describe('back-office JavaScript weight', () => {
  it('the sign-in page stays within its budget and downloads nothing of the admin', async () => {
    const scripts = await scriptsOfPage(browser, baseUrl, '/auth/login');
    expect(totalTransferBytes(scripts)).toBeLessThanOrEqual(SIGN_IN_BUDGET);
    expect(partsIn(scripts)).toEqual([]);
    // Every script of the build comes brotli-compressed to a browser that takes it.
    expect(scripts.map((script) => script.encoding)).toEqual(scripts.map(() => 'br'));
  });

  it('serves the build gzip-compressed, or plain, to a client that takes no brotli', async () => {
    const scripts = await scriptsOfPage(browser, baseUrl, '/auth/login');
    const url = scripts[0]!.url;
    const gzip = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).not.toBe('br');
    const plain = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text();
    expect(plain).toBe(scripts[0]!.source);
    const brotli = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toContain('immutable');
    expect(await brotli.text()).toBe(plain);
    // A malformed escape is Next's to refuse, and the server stays up.
    const malformed = await fetch(`${baseUrl}/_next/static/chunks/%E0%A4%A.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
  });

  it('a hand-ordered module list stays within its budget, with drag and drop as its only heavy part', async () => {
    expect(findModuleByKey('services')?.sortOrderField).toBeTruthy();
    const scripts = await scriptsOfPage(browser, baseUrl, '/admin/services', token);
    expect(totalTransferBytes(scripts)).toBeLessThanOrEqual(MODULE_LIST_BUDGET);
    expect(partsIn(scripts)).toEqual(['drag and drop', 'the admin shell']);
  });

  it('a module list in date order downloads none of the heavy parts', async () => {
    const subscribers = findModuleByKey('subscribers');
    expect(subscribers?.sortOrderField ?? null).toBeNull();
    const scripts = await scriptsOfPage(browser, baseUrl, '/admin/subscribers', token);
    expect(totalTransferBytes(scripts)).toBeLessThanOrEqual(MODULE_LIST_BUDGET);
    expect(partsIn(scripts).filter((part) => HEAVY_PARTS.includes(part))).toEqual([]);
  });

  // The pages that use them do download them: the fingerprints above still find what they look for.
  it.each([
    ['/admin/blog/add', 'the rich-text editor'],
    ['/admin/analytics', 'charts'],
    ['/admin/booking', 'the booking calendar'],
  ] as const)('%s downloads %s, and no other heavy part', async (path, part) => {
    const scripts = await scriptsOfPage(browser, baseUrl, path, token);
    expect(partsIn(scripts).filter((found) => HEAVY_PARTS.includes(found))).toEqual([part]);
  });

  it("the service form downloads the icon picker with its body's editor; other forms do not", async () => {
    const service = await scriptsOfPage(browser, baseUrl, '/admin/services/add', token);
    expect(partsIn(service)).toContain('the service icon picker');
    const post = await scriptsOfPage(browser, baseUrl, '/admin/blog/add', token);
    expect(partsIn(post)).not.toContain('the service icon picker');
  });
});
