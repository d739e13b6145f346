export function attribute(attributes: string, name: string): string | undefined;
export function sourceOf(url: string | undefined): string | undefined;
export function pageNeeds(html: string): {
  scriptHashes: Set<string>;
  'script-src': Set<string>;
  'style-src': Set<string>;
  'img-src': Set<string>;
  'font-src': Set<string>;
  'frame-src': Set<string>;
  'connect-src': Set<string>;
};
export function contentSecurityPolicy(html: string): string;
export const SECURITY_HEADERS: Record<string, string>;
