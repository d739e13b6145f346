/**
 * Renders stored rich text with the site's reading styles (`.rich-text` in the site's globals.css:
 * headings, lists, links, quotes, tables, images). Safe because the server sanitises every rich-text
 * field on write.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: stored HTML is sanitised to an allow-list on every write.
  return <div className={`rich-text ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
