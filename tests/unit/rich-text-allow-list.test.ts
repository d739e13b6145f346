import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@/server/records/sanitize';

/**
 * The admin's editor and the server's sanitiser keep the same HTML (see
 * src/admin/records/fields/rich-text-extensions.ts): what the editor writes is stored unchanged, so
 * nothing is lost when a record is saved from the admin.
 */

/** HTML as the editor writes it, one example of each thing it keeps. */
const EDITOR_HTML = [
  '<h2>Heading</h2><h3>Smaller</h3><h4>Smallest</h4>',
  '<p><strong>bold</strong> <em>leaning</em> <u>underlined</u> <s>struck</s> <code>code</code><br>',
  '<a target="_blank" rel="noopener noreferrer" href="https://example.com/a">link</a></p>',
  '<ul><li><p>bullet</p></li></ul><ol start="3"><li><p>third</p></li></ol>',
  '<blockquote><p>quote</p></blockquote><pre><code>npm start</code></pre><hr>',
  '<img src="/media/3f2a.webp" alt="Dome camera" width="1280" height="800">',
  '<figure><img src="https://cdn.example.com/b.webp" alt="Gate" width="640" height="480">',
  '<figcaption>Installed in <em>Pasadena</em></figcaption></figure>',
  '<table><tbody><tr><th colspan="2"><p>Plan</p></th></tr>',
  '<tr><td><p>Basic</p></td><td rowspan="2"><p>$99</p></td></tr></tbody></table>',
].join('');

/** The sanitiser writes void elements as `<img />`, the editor as `<img>`: the same element. */
const voidsOpen = (html: string) => html.replace(/\s*\/>/g, '>');

describe('rich text allow-list', () => {
  it('keeps everything the editor writes', () => {
    expect(voidsOpen(sanitizeRichText(EDITOR_HTML))).toBe(EDITOR_HTML);
  });

  it('still drops what the editor never writes', () => {
    const cleaned = sanitizeRichText(
      '<h1>Big</h1><table style="width:1px"><tbody><tr><td class="x" colwidth="40"><p>cell</p></td></tr></tbody></table>' +
        '<img src="data:image/png;base64,AAAA" alt="inline"><img src="/media/a.webp" title="t" onerror="x()">',
    );
    expect(voidsOpen(cleaned)).toBe(
      'Big<table><tbody><tr><td><p>cell</p></td></tr></tbody></table><img alt="inline"><img src="/media/a.webp">',
    );
  });
});
