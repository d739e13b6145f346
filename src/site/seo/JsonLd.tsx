/** A schema.org description of the page for search engines (`<script type="application/ld+json">`). */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  // `<` is escaped so no text in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped cannot leave the element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
