import type { ReactNode } from 'react';

/**
 * A sentence of the page's language with a record's text in it (`Remote Video Monitoring: lo que
 * recibe`), that text marked as written in `lang` where it stands in for a missing translation. As
 * is when `lang` is unset or the part is not in the sentence.
 */
export function TextWithPart({ text, part, lang }: { text: string; part: string; lang?: string }): ReactNode {
  const at = lang && part ? text.indexOf(part) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span lang={lang}>{part}</span>
      {text.slice(at + part.length)}
    </>
  );
}
