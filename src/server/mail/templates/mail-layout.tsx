import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Row } from '@react-email/row';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { CARD_WIDTH_PX, colors, text } from './theme';

export interface MailLayoutProps {
  /** The mail's subject, as the document's title. */
  subject: string;
  /** The business the mail comes from: the header bar, and the last line. */
  brand: string;
  /** The first line of the card, larger. */
  heading: string;
  /** Why the recipient receives the mail, at the foot of the card. */
  footer?: string;
  /** The language the mail is written in. Default: English. */
  lang?: string;
  children: ReactNode;
}

/**
 * The frame of every e-mail: the business's name in a dark bar, a white card of at most 600 pixels
 * on a light page, the reason for the mail at its foot. Tables all the way, the one layout every
 * client keeps. There is no `<body>` element: Yahoo's apps drop it with whatever it carries
 * (caniemail `html-body`), so the page color is on the outer table and the reader's HTML parser
 * supplies the body. `data-text-format` and `data-skip-in-text` shape the plain-text part
 * (`plain-text.ts`).
 */
export function MailLayout({ subject, brand, heading, footer, lang = 'en', children }: MailLayoutProps) {
  return (
    <Html lang={lang}>
      <Head>
        <title>{subject}</title>
      </Head>
      <Row style={{ backgroundColor: colors.page }}>
        <Column style={{ padding: '24px 12px' }}>
          <Container style={{ maxWidth: `${CARD_WIDTH_PX}px`, backgroundColor: colors.card }}>
            <Row>
              <Column
                data-skip-in-text="true"
                style={{
                  ...text(17, colors.onDark, 1.3),
                  fontWeight: 'bold',
                  padding: '16px 24px',
                  backgroundColor: colors.brand,
                }}
              >
                {brand}
              </Column>
            </Row>
            <Row>
              <Column style={{ padding: '28px 24px 12px' }}>
                <Heading as="h1" style={{ ...text(22, colors.brand, 1.3), margin: '0 0 20px' }}>
                  {heading}
                </Heading>
                {children}
              </Column>
            </Row>
            <Row>
              <Column
                data-text-format="signature"
                style={{ padding: '16px 24px 24px', borderTop: `1px solid ${colors.rule}` }}
              >
                {footer ? (
                  <Text
                    data-text-format="signature-line"
                    style={{ ...text(12, colors.faint, 1.5), margin: '0 0 8px' }}
                  >
                    {footer}
                  </Text>
                ) : null}
                <Text
                  data-text-format="signature-line"
                  style={{ ...text(12, colors.faint, 1.5), fontWeight: 'bold', margin: '0' }}
                >
                  {brand}
                </Text>
              </Column>
            </Row>
          </Container>
        </Column>
      </Row>
    </Html>
  );
}
