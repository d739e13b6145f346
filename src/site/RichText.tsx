/** Renders stored rich text. Safe because the server sanitises every rich-text field on write. */
export function RichText({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: stored HTML is sanitised to an allow-list on every write.
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
