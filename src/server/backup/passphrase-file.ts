import 'server-only';
import { readFileSync } from 'node:fs';

/** Long enough that scrypt's cost makes guessing it hopeless. */
export const MIN_PASSPHRASE_LENGTH = 12;

/**
 * The passphrase in a file (`--passphrase-file`), its line end trimmed: a file, not a flag, so that
 * it is never in the shell's history or the process list.
 */
export function readPassphraseFile(file: string): string {
  const passphrase = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
  if (passphrase.length < MIN_PASSPHRASE_LENGTH)
    throw new Error(`The passphrase in ${file} is too short: at least ${MIN_PASSPHRASE_LENGTH} characters.`);
  return passphrase;
}
