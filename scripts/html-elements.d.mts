export function withoutElements(
  html: string,
  shouldRemove: (element: { name: string; attributes: Record<string, string>; text: string }) => boolean,
): string;
