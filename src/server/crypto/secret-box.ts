import 'server-only';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, scryptSync } from 'node:crypto';

const VERSION = 'v1';

/** A key for encryption at rest, derived from the app secret (never the signing key itself). */
function encryptionKey(appSecret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, Buffer.alloc(0), 'settings-encryption', 32));
}

/** What a sealed value looks like (any version): text of another form was never sealed. */
export const SEALED_FORM = /^v\d+\.[\w-]+\.[\w-]+\.[\w-]*$/;

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function encryptSecret(plaintext: string, appSecret: Uint8Array): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(appSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plaintext, or null when the value was not made with this app secret (or was tampered with). */
export function decryptSecret(sealed: string, appSecret: Uint8Array): string | null {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey(appSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

const PASSPHRASE_VERSION = 'p1';
/** scrypt's cost: about 0.1 s and 32 MB a try, so guessing a passphrase is slow. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;

function passphraseKey(passphrase: string, salt: Buffer): Buffer {
  return scryptSync(passphrase.normalize('NFC'), salt, 32, SCRYPT);
}

/** AES-256-GCM under a key scrypt derives from a passphrase: `p1.<salt>.<iv>.<tag>.<ciphertext>`. */
export function sealWithPassphrase(plaintext: string, passphrase: string): string {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', passphraseKey(passphrase, salt), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [
    PASSPHRASE_VERSION,
    ...[salt, iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')),
  ].join('.');
}

/** The plaintext, or null when the passphrase is not the one it was sealed with (or it was tampered with). */
export function openWithPassphrase(sealed: string, passphrase: string): string | null {
  const [version, salt, iv, tag, ciphertext] = sealed.split('.');
  if (version !== PASSPHRASE_VERSION || !salt || !iv || !tag || ciphertext === undefined) return null;
  try {
    const key = passphraseKey(passphrase, Buffer.from(salt, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
