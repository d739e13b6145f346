import { absoluteUrl, type RenderedMail, renderMail } from './layout';

const RESET_LINK_PATH = '/auth/new-password';

interface PasswordResetMailInput {
  publicUrl: string;
  email: string;
  token: string;
  validMinutes: number;
}

/** The link to choose a new password, sent to the account's own address. */
export function passwordResetMail({
  publicUrl,
  email,
  token,
  validMinutes,
}: PasswordResetMailInput): RenderedMail {
  const link = absoluteUrl(publicUrl, `${RESET_LINK_PATH}?token=${encodeURIComponent(token)}`);
  return renderMail({
    subject: 'Reset your password',
    heading: 'Set a new password',
    blocks: [
      {
        paragraph: `Someone asked to reset the password of the staff account ${email} at ${new URL(publicUrl).host}.`,
      },
      { action: { label: 'Choose a new password', url: link } },
      {
        paragraph: `The link works once, for ${validMinutes} minutes. Setting a new password signs the account out everywhere.`,
      },
    ],
    footer: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  });
}
