import { z } from '@/lib/zod';
import { MIN_PASSWORD_LENGTH } from './constants';
import {
  EMAIL_INVALID,
  EMAIL_PATTERN,
  EMAIL_REQUIRED,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  PASSWORD_TOO_LONG,
} from './sign-in-rules';
import { safeText } from './text-schemas';

/**
 * The rules of e-mail addresses, names and passwords: the API's request bodies are built here, and
 * the sign-in, set-up and password forms validate with the same schemas, so a form refuses what the
 * API would and in its words. Plain `zod`, nothing server-only: the admin bundle imports this file.
 */

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH };

const MAX_NAME_LENGTH = 80;

/** A text that must be sent: `required` when it is missing or not text at all. */
const requiredText = (required: string) => z.string({ error: () => required });

export const emailAddress = z
  .string({ error: (issue) => (issue.input === undefined ? EMAIL_REQUIRED : EMAIL_INVALID) })
  .trim()
  .min(1, { message: EMAIL_REQUIRED })
  .max(MAX_EMAIL_LENGTH, { message: EMAIL_INVALID })
  .pipe(z.email({ pattern: EMAIL_PATTERN, message: EMAIL_INVALID }));

/** The length every password someone sets must have; `label` names the field in the messages. */
export const withPasswordLength = (password: z.ZodString, label = 'Password') =>
  password
    .min(MIN_PASSWORD_LENGTH, { message: `${label} must be at least ${MIN_PASSWORD_LENGTH} characters` })
    .max(MAX_PASSWORD_LENGTH, { message: `${label} is too long` });

/** A password someone chooses: one line of characters that can be typed. */
const newPassword = (required: string) =>
  withPasswordLength(safeText({ message: { error: () => required } }));

/** A password typed to prove who someone is: any text at all, as long as it fits. */
const enteredPassword = (required: string) =>
  requiredText(required)
    .min(1, { message: required })
    .max(MAX_PASSWORD_LENGTH, { message: PASSWORD_TOO_LONG });

const personName = (label: string) =>
  safeText({ message: { error: () => `${label} is required` } })
    .trim()
    .min(1, `${label} is required`)
    .max(MAX_NAME_LENGTH);

/** `POST /api/auth/login`. */
export const loginBody = z.strictObject({
  email: emailAddress,
  password: enteredPassword('Password is required'),
});

/** `POST /api/account/register`: the first administrator. */
export const registerBody = z.strictObject({
  email: emailAddress,
  password: newPassword('Password is required'),
  firstName: personName('First name'),
  lastName: personName('Last name'),
});

/** `POST /api/account/password`: the signed-in user's own password. */
export const passwordChangeBody = z
  .strictObject({
    currentPassword: enteredPassword('Current password is required'),
    newPassword: newPassword('New password is required'),
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    path: ['newPassword'],
    message: 'The new password must differ from the current one',
  });

/** `POST /api/auth/forgot-password`. */
export const resetLinkRequestBody = z.strictObject({ email: emailAddress });

/** `POST /api/auth/reset-password`: the token of the e-mailed link and the new password. */
export const passwordResetBody = z.strictObject({
  token: z
    .string({ error: () => 'The reset link is incomplete' })
    .min(1, 'The reset link is incomplete')
    .max(200, 'The reset link is not valid'),
  password: newPassword('Password is required'),
});

/** A form's repeat of a new password: `required` while it is empty. */
export const passwordRepeat = requiredText;

/** A form with a new password and its repeat, `confirmPassword`. */
type WithRepeat<Key extends string> = z.ZodType<Record<Key | 'confirmPassword', string>>;

/**
 * The repeat must match the password. Checked as soon as the repeat is typed, even while the
 * password itself is still refused, so a typo shows at once.
 */
export function repeatMustMatch<Key extends string, Form extends WithRepeat<Key>>(
  form: Form,
  passwordKey: Key,
) {
  return form.refine((values) => values.confirmPassword === values[passwordKey], {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'confirmPassword'),
  });
}
