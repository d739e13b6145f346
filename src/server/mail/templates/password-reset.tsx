import { Action, Paragraph } from './mail-blocks';
import { MailLayout } from './mail-layout';
import { absoluteUrl, type RenderedMail, renderMail } from './render-mail';

const RESET_LINK_PATH = '/auth/new-password';

interface PasswordResetMailInput {
  publicUrl: string;
  brand: string;
  email: string;
  token: string;
  validMinutes: number;
}

/** The link to choose a new password, sent to the account's own address. */
export function passwordResetMail({
  publicUrl,
  brand,
  email,
  token,
  validMinutes,
}: PasswordResetMailInput): Promise<RenderedMail> {
  const link = absoluteUrl(publicUrl, `${RESET_LINK_PATH}?token=${encodeURIComponent(token)}`);
  const subject = 'Reset your password';
  return renderMail(
    subject,
    <MailLayout
      subject={subject}
      brand={brand}
      heading="Set a new password"
      footer="If you did not ask for this, ignore this e-mail: your password stays as it is."
    >
      <Paragraph>
        {`Someone asked to reset the password of the staff account ${email} at ${new URL(publicUrl).host}.`}
      </Paragraph>
      <Action label="Choose a new password" url={link} />
      <Paragraph>
        {`The link works once, for ${validMinutes} minutes. Setting a new password signs the account out everywhere.`}
      </Paragraph>
    </MailLayout>,
  );
}
