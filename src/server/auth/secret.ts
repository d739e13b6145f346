import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the generated secret is kept, in DATA_DIR. */
export const SECRET_FILE = 'auth-secret';

/**
 * The signing and encryption key: AUTH_SECRET when set, otherwise generated once into DATA_DIR
 * (readable by the owner only) and reused on every start.
 */
export async function loadAuthSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, SECRET_FILE);
  try {
    return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  try {
    // `wx`: if another process created it first, keep theirs.
    await writeFile(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return new TextEncoder().encode(secret);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
  }
}

/**
 * Replaces the secret kept in DATA_DIR in one step (a new file renamed over the old one, readable by
 * the owner only), so that a reader sees the old secret or the new one, never a part of either.
 */
export async function replaceKeptSecret(dataDir: string, secret: string): Promise<void> {
  const file = path.join(dataDir, SECRET_FILE);
  const next = `${file}.next`;
  await writeFile(next, `${secret}\n`, { mode: 0o600 });
  await rename(next, file);
}
