import { DomUtils, parseDocument } from 'htmlparser2';

/**
 * The administrator's "code for <head>" (Analytics code settings) read into the elements a document
 * head may hold, so React can render them inside `<head>`: scripts, meta and link tags, styles and
 * noscript blocks. Anything else (text, a stray `<div>`) has no place in a head and is left out.
 */
export interface HeadElement {
  tag: 'script' | 'meta' | 'link' | 'style' | 'noscript';
  /** Attributes as written, names lower-case. */
  attributes: Record<string, string>;
  /** The inline code of a script or style, the markup inside a noscript. */
  content: string;
}

const HEAD_TAGS = new Set<HeadElement['tag']>(['script', 'meta', 'link', 'style', 'noscript']);

type ParsedNode = ReturnType<typeof parseDocument>['children'][number];

function isHeadTag(name: string): name is HeadElement['tag'] {
  return HEAD_TAGS.has(name as HeadElement['tag']);
}

/** The source text inside an element: raw for scripts and styles, markup for noscript. */
function innerSource(html: string, node: ParsedNode): string {
  if (!('children' in node) || node.children.length === 0) return '';
  const first = node.children[0];
  const last = node.children[node.children.length - 1];
  if (first.startIndex === null || last.endIndex === null) return '';
  return html.slice(first.startIndex, last.endIndex + 1);
}

export function headElementsOf(html: string | null | undefined): HeadElement[] {
  if (!html?.trim()) return [];
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const elements: HeadElement[] = [];
  for (const node of document.children) {
    if (node.type !== 'script' && node.type !== 'style' && node.type !== 'tag') continue;
    if (!isHeadTag(node.name)) continue;
    elements.push({ tag: node.name, attributes: { ...node.attribs }, content: innerSource(html, node) });
  }
  return elements;
}

/** HTML attribute names to the names React expects; others (`data-*`, `async`, `src`) pass as they are. */
const REACT_ATTRIBUTE_NAMES: Record<string, string> = {
  class: 'className',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
  'http-equiv': 'httpEquiv',
  charset: 'charSet',
  nomodule: 'noModule',
  fetchpriority: 'fetchPriority',
  imagesrcset: 'imageSrcSet',
  imagesizes: 'imageSizes',
};
const BOOLEAN_ATTRIBUTES = new Set(['async', 'defer', 'nomodule']);

/** An element's attributes as React props. */
export function reactPropsOf(attributes: Record<string, string>): Record<string, string | boolean> {
  const props: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(attributes)) {
    // Event handler attributes would be React props of another kind; inline handlers are not head code.
    if (name.startsWith('on')) continue;
    props[REACT_ATTRIBUTE_NAMES[name] ?? name] = BOOLEAN_ATTRIBUTES.has(name) ? true : value;
  }
  return props;
}

/**
 * The administrator's body code with the render's nonce on each of its scripts, so the page's
 * policy lets them run. The nonce goes first in each tag (the first of two equal attributes is the
 * one a browser keeps); everything else stays exactly as written.
 */
export function withScriptNonce(html: string, nonce: string | undefined): string {
  if (!nonce) return html;
  const document = parseDocument(html, { withStartIndices: true });
  const starts = DomUtils.findAll((node) => node.name === 'script', document.children)
    .map((script) => script.startIndex)
    .filter((start): start is number => start !== null)
    .sort((a, b) => b - a);
  let result = html;
  for (const start of starts) {
    const afterName = start + '<script'.length;
    result = `${result.slice(0, afterName)} nonce="${nonce}"${result.slice(afterName)}`;
  }
  return result;
}
