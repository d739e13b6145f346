import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Fragment, type ReactNode } from 'react';
import { colors, text } from './theme';

/*
 * The pieces a mail's card is made of. Text is passed as is: React escapes it, and line breaks a
 * person typed become `<br>`.
 */

/**
 * React Email's links open in a new window (`target="_blank"`), an attribute Gmail, Yahoo and
 * Outlook.com strip (caniemail `html-target`); null leaves it out, and webmail opens links in a new
 * tab anyway.
 */
const NO_TARGET = { target: null as unknown as undefined };

function withLineBreaks(value: string): ReactNode {
  return value.split(/\r?\n/).map((line, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed text, never reordered
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}

const paragraph = { ...text(15, colors.text), margin: '0 0 16px' };

export function Paragraph({ children }: { children: string }) {
  return <Text style={paragraph}>{withLineBreaks(children)}</Text>;
}

/** A label and value row; empty values are left out. */
export type DetailRow = [label: string, value: string | null | undefined];

/** Label and value rows (an inquiry's fields): "Name: Maria" in the plain text. */
export function Details({ rows }: { rows: DetailRow[] }) {
  const present = rows.filter(
    (row): row is [string, string] => typeof row[1] === 'string' && row[1].trim() !== '',
  );
  if (present.length === 0) return null;
  return (
    <table
      data-text-format="details"
      border={0}
      cellPadding={0}
      cellSpacing={0}
      style={{ margin: '0 0 16px', borderCollapse: 'collapse' }}
    >
      <tbody>
        {present.map(([label, value]) => (
          <tr key={label} data-text-format="detail">
            <th
              scope="row"
              data-text-format="label"
              style={{
                ...text(14, colors.muted),
                width: '130px',
                padding: '6px 12px 6px 0',
                textAlign: 'left',
                verticalAlign: 'top',
                fontWeight: 'normal',
              }}
            >
              {label}
            </th>
            <td
              data-text-format="value"
              style={{ ...text(14, colors.text), padding: '6px 0', verticalAlign: 'top' }}
            >
              {withLineBreaks(value)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A longer text someone wrote (a message), set off by a bar on its left, line breaks kept. */
export function Quote({ children }: { children: string }) {
  return (
    <Row style={{ margin: '0 0 16px' }}>
      <Column
        data-text-format="quote"
        style={{
          ...text(15, colors.text),
          padding: '12px 16px',
          borderLeft: `4px solid ${colors.action}`,
          backgroundColor: colors.quote,
        }}
      >
        {withLineBreaks(children)}
      </Column>
    </Row>
  );
}

/**
 * A button to the one thing the mail is for, and its address written out for a client that shows
 * no button (the plain text has "label:" and the address instead). React Email's button pads itself
 * for Outlook for Windows, which ignores padding on links.
 */
export function Action({ label, url }: { label: string; url: string }) {
  return (
    <>
      <Section style={{ margin: '8px 0 20px' }}>
        <Button
          href={url}
          {...NO_TARGET}
          data-text-format="action"
          style={{
            ...text(15, colors.onDark, 1.2),
            fontWeight: 'bold',
            textDecoration: 'none',
            padding: '12px 20px',
            backgroundColor: colors.action,
          }}
        >
          {label}
        </Button>
      </Section>
      <Text data-skip-in-text="true" style={{ ...text(13, colors.muted, 1.5), margin: '0 0 16px' }}>
        If the button does not work, copy this address into your browser:
        <br />
        <a href={url} style={{ color: colors.action }}>
          {url}
        </a>
      </Text>
    </>
  );
}
