import 'server-only';
import { readFileSync, statSync } from 'node:fs';

/** Long enough that scrypt's cost makes guessing it hopeless. */
export const MIN_PASSPHRASE_LENGTH = 12;
/** A passphrase or secret file is a line, not a document: anything larger is the wrong file. */
const MAX_FILE_BYTES = 4096;

/**
 * The one line of a file holding a passphrase or a secret (`--passphrase-file`, `--new-secret-file`),
 * its line end trimmed: a file, not a flag, so that it is never in the shell's history or the process
 * list. A missing, non-regular or oversized file is refused, naming it.
 */
export function readSecretFile(file: string, what = 'passphrase', minLength = MIN_PASSPHRASE_LENGTH): string {
  let size: number;
  try {
    const stats = statSync(file);
    if (!stats.isFile()) throw new Error(`${file} is not a file: name the file that holds the ${what}.`);
    size = stats.size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`There is no ${what} file at ${file}.`);
    throw error;
  }
  if (size > MAX_FILE_BYTES)
    throw new Error(`${file} is too large to be a ${what} file (at most ${MAX_FILE_BYTES} bytes).`);
  const text = readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .replace(/\r?\n$/, '');
  if (text.trim().length < minLength)
    throw new Error(`The ${what} in ${file} is too short: at least ${minLength} characters.`);
  return text;
}

/** The passphrase of a backup (`--passphrase-file`). */
export const readPassphraseFile = (file: string) => readSecretFile(file);
