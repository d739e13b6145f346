import { Parser } from 'htmlparser2';

export interface HtmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
}

/**
 * The document without the elements `shouldRemove` picks, read with a real HTML parser (a pattern
 * over the markup is fooled by attributes in another order, a `</script>` inside a string, or
 * markup in comments). Everything else is kept byte for byte.
 */
export function withoutElements(html: string, shouldRemove: (element: HtmlElement) => boolean): string {
  const open: (HtmlElement & { start: number })[] = [];
  const cuts: [number, number][] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        open.push({ name, attributes, start: parser.startIndex, text: '' });
      },
      ontext(text) {
        const current = open.at(-1);
        if (current) current.text += text;
      },
      onclosetag() {
        const element = open.pop();
        if (element && shouldRemove(element)) cuts.push([element.start, parser.endIndex + 1]);
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  if (cuts.length === 0) return html;
  // Inner elements close first; an outer cut covers them.
  cuts.sort(([a], [b]) => a - b);
  let result = '';
  let position = 0;
  for (const [start, end] of cuts) {
    if (start < position) continue;
    result += html.slice(position, start);
    position = end;
  }
  return result + html.slice(position);
}
