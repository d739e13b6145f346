import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A hash of source files as they are in the checkout (paths from the project's root), for keys of
 * caches whose contents that code decides. Not the functions' `toString()`: each runner compiles
 * the same file to different text (tsx, Vitest, the production bundle), so every one of them would
 * miss what the others cached. When a file is unreadable, a value of its own each time, so that
 * nothing keyed by it is taken as current.
 */
export function sourceFingerprint(files: readonly string[]): string {
  const hash = createHash('sha256');
  try {
    for (const file of files) {
      hash.update(file).update('\0');
      hash.update(readFileSync(path.join(/* turbopackIgnore: true */ process.cwd(), file))).update('\0');
    }
    return hash.digest('hex');
  } catch {
    return `unread ${randomUUID()}`;
  }
}
