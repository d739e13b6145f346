import { Link } from '@mantine/tiptap';
import { Image } from '@tiptap/extension-image';
import { goToNextCell, tableEditing } from '@tiptap/pm/tables';
import { type JSONContent, mergeAttributes, Node } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/*
 * What the editor keeps is what the server keeps (server/records/sanitize.ts): a tag the editor did not
 * know was dropped the first time a record was saved from the admin. Headings 2-4, marks, lists,
 * quotes, code, rules, links, images, figures with captions and tables; no h1, no inline styles.
 */

/** prosemirror-tables finds its node types by these roles in the schema. */
const tableRoles: Record<string, string> = {
  table: 'table',
  tableRow: 'row',
  tableCell: 'cell',
  tableHeader: 'header_cell',
};

/** A span attribute kept as the number the table commands count with, written only when above 1. */
const spanAttribute = (name: 'colspan' | 'rowspan') => ({
  default: 1,
  parseHTML: (element: HTMLElement) => Number.parseInt(element.getAttribute(name) ?? '1', 10) || 1,
  renderHTML: (attributes: Record<string, unknown>) =>
    Number(attributes[name]) > 1 ? { [name]: attributes[name] } : {},
});

const cellAttributes = () => ({
  colspan: spanAttribute('colspan'),
  rowspan: spanAttribute('rowspan'),
  // Column widths are the table commands' business; the server keeps no widths.
  colwidth: { default: null, rendered: false },
});

const TableCell = Node.create({
  name: 'tableCell',
  content: 'block+',
  isolating: true,
  addAttributes: cellAttributes,
  parseHTML: () => [{ tag: 'td' }],
  renderHTML: ({ HTMLAttributes }) => ['td', HTMLAttributes, 0],
});

const TableHeader = Node.create({
  name: 'tableHeader',
  content: 'block+',
  isolating: true,
  addAttributes: cellAttributes,
  parseHTML: () => [{ tag: 'th' }],
  renderHTML: ({ HTMLAttributes }) => ['th', HTMLAttributes, 0],
});

const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)*',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: ({ HTMLAttributes }) => ['tr', HTMLAttributes, 0],
});

/** Rows of cells; `thead` and `tbody` are read through, and the rows written in one `tbody`. */
const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: ({ HTMLAttributes }) => ['table', HTMLAttributes, ['tbody', 0]],
  extendNodeSchema: (extension) => {
    const tableRole = tableRoles[extension.name];
    return tableRole ? { tableRole } : {};
  },
  addProseMirrorPlugins: () => [tableEditing()],
  addKeyboardShortcuts() {
    return {
      Tab: () => goToNextCell(1)(this.editor.state, this.editor.view.dispatch),
      'Shift-Tab': () => goToNextCell(-1)(this.editor.state, this.editor.view.dispatch),
    };
  },
});

const Figcaption = Node.create({
  name: 'figcaption',
  content: 'inline*',
  parseHTML: () => [{ tag: 'figcaption' }],
  renderHTML: ({ HTMLAttributes }) => ['figcaption', HTMLAttributes, 0],
});

/** An image (or table) with its caption, kept together. */
const Figure = Node.create({
  name: 'figure',
  group: 'block',
  content: '(block | figcaption)+',
  isolating: true,
  parseHTML: () => [{ tag: 'figure' }],
  renderHTML: ({ HTMLAttributes }) => ['figure', mergeAttributes(HTMLAttributes), 0],
});

export const richTextExtensions = [
  StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false, trailingNode: false }),
  Link,
  // A block of its own, as the public pages lay images out; never a data: URL (the server drops them).
  Image.configure({ inline: false, allowBase64: false }),
  Figure,
  Figcaption,
  Table,
  TableRow,
  TableHeader,
  TableCell,
];

const emptyCell = (type: 'tableCell' | 'tableHeader'): JSONContent => ({
  type,
  content: [{ type: 'paragraph' }],
});

/** A table of `columns` columns: a header row and `rows` rows of empty cells. */
export function newTable(rows = 2, columns = 3): JSONContent {
  const row = (type: 'tableCell' | 'tableHeader'): JSONContent => ({
    type: 'tableRow',
    content: Array.from({ length: columns }, () => emptyCell(type)),
  });
  return {
    type: 'table',
    content: [row('tableHeader'), ...Array.from({ length: rows }, () => row('tableCell'))],
  };
}
