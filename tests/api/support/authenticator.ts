import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';

/**
 * An authenticator app in a test: the key read off the set-up answer, and the code it shows `steps`
 * 30-second steps from now (0: the current code; 1: the next one, which the server still accepts).
 */
export function authenticatorApp(typedKey: string) {
  const key = decodeBase32IgnorePadding(typedKey.replace(/\s/g, ''));
  return {
    code: (steps = 0) => generateHOTP(key, BigInt(Math.floor(Date.now() / 30_000) + steps), 6),
  };
}
