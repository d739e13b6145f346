import { type RenderedMail, renderMail } from './layout';

interface TestMailInput {
  publicUrl: string;
  sentBy: string;
  sentAt: Date;
}

/** The mail of the "Send test e-mail" button: proof that the SMTP settings work. */
export function testMail({ publicUrl, sentBy, sentAt }: TestMailInput): RenderedMail {
  return renderMail({
    subject: 'Test e-mail from your website',
    heading: 'Your e-mail settings work',
    blocks: [
      {
        paragraph: `This test was sent from the back office of ${new URL(publicUrl).host}. New-inquiry notifications, auto-replies and password resets will be sent the same way.`,
      },
      {
        details: [
          ['Sent by', sentBy],
          ['Sent at', sentAt.toUTCString()],
        ],
      },
    ],
  });
}
