import { Details, Paragraph } from './mail-blocks';
import { MailLayout } from './mail-layout';
import { type RenderedMail, renderMail } from './render-mail';

interface TestMailInput {
  publicUrl: string;
  brand: string;
  sentBy: string;
  sentAt: Date;
}

/** The mail of the "Send test e-mail" button: proof that the SMTP settings work. */
export function testMail({ publicUrl, brand, sentBy, sentAt }: TestMailInput): Promise<RenderedMail> {
  const subject = 'Test e-mail from your website';
  return renderMail(
    subject,
    <MailLayout
      subject={subject}
      brand={brand}
      heading="Your e-mail settings work"
      footer="You receive this because someone sent a test from the E-mail settings of the back office."
    >
      <Paragraph>
        {`This test was sent from the back office of ${new URL(publicUrl).host}. New-inquiry notifications, auto-replies and password resets will be sent the same way.`}
      </Paragraph>
      <Details
        rows={[
          ['Sent by', sentBy],
          ['Sent at', sentAt.toUTCString()],
        ]}
      />
    </MailLayout>,
  );
}
