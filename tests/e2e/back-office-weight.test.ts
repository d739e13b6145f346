import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findModuleByKey } from '@/modules/registry';
import { launchBrowser } from './support/browser';
import { type LoadedScript, scriptsOfPage, totalTransferBytes } from './support/script-transfer';
import { signIn } from './support/server';

/**
 * Compressed JavaScript budgets, in bytes. Next.js and React alone are 136 kB on every page (the
 * public home page downloads nothing else); Mantine's provider and inputs add about 28 kB to any
 * page built with them, so the sign-in page cannot come down to the 150 kB first aimed at.
 */
const SIGN_IN_BUDGET = 180_000;
const MODULE_LIST_BUDGET = 350_000;

/** A string only each heavy part's code carries, to tell whether a page downloaded it. */
const FINGERPRINTS = {
  'the rich-text editor': 'ProseMirror',
  charts: 'recharts-wrapper',
  'drag and drop': 'data-rfd-drag-handle-draggable-id',
  'the booking calendar': 'Site surveys, ',
  'the admin shell': 'Admin sections',
} as const;

type Part = keyof typeof FINGERPRINTS;
const HEAVY_PARTS: Part[] = ['the rich-text editor', 'charts', 'drag and drop', 'the booking calendar'];

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
});
