import 'server-only';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type SharpModule from 'sharp';

type Sharp = typeof SharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * sharp, loaded the first time a picture is drawn (an upload, a demo picture, the logo), not when
 * the server starts: it brings libvips, which a server that draws no picture should not hold
 * (measured after `npm run bench`'s load: 177 MB resident once idle, against 189 MB). Its operation cache stays off (an upload is a one-off; libvips would keep
 * up to 50 MB of decoded images) and each picture gets one thread. Both are set on every call: a
 * second copy of sharp loaded by something else (its CommonJS build) resets them.
 */
export async function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  const sharp = await loading.catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  sharp.cache(false);
  sharp.concurrency(1);
  return sharp;
}

/**
 * The installed sharp's version (which decides its libvips), read from its package without loading
 * it: in the nearest `node_modules` from the working directory up, as Node finds the package (a copy
 * of the project inside it uses the project's packages). When there is none, a value of its own each
 * time, so that nothing keyed by it is taken as current.
 */
export function installedSharpVersion(): string {
  for (let folder = /* turbopackIgnore: true */ process.cwd(); ; folder = path.dirname(folder)) {
    try {
      const file = path.join(/* turbopackIgnore: true */ folder, 'node_modules', 'sharp', 'package.json');
      return String((JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version);
    } catch {
      if (path.dirname(folder) === folder) return `unread ${randomUUID()}`;
    }
  }
}
