import 'server-only';
import { readFileSync } from 'node:fs';

/** Long enough that scrypt's cost makes guessing it hopeless. */
export const MIN_PASSPHRASE_LENGTH = 12;

/**
 * The passphrase in a file (`--passphrase-file`), its line end trimmed: a file, not a flag, so that
 * it is never in the shell's history or the process list.
 */
export function readPassphraseFile(file: string): string {
  let passphrase: string;
  try {
    passphrase = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`There is no passphrase file at ${file}.`);
    throw error;
  }
  if (passphrase.length < MIN_PASSPHRASE_LENGTH)
    throw new Error(`The passphrase in ${file} is too short: at least ${MIN_PASSPHRASE_LENGTH} characters.`);
  return passphrase;
}
