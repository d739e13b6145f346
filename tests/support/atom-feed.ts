import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Element } from 'domhandler';
import { DomUtils, ElementType, parseDocument } from 'htmlparser2';
import { installedPackage } from './installed-package';

/**
 * Checks of an Atom feed: the RFC 4287 schema (Appendix B, `atom-rfc4287.rnc`) through Jing, the
 * RELAX NG validator inside the Nu HTML Checker's jar, and what a schema cannot say (the RFC's two
 * Schematron rules, absolute links, ids that are unique and permanent, dates in order, escaped HTML).
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCHEMA = path.join(ROOT, 'tests/support/atom-rfc4287.rnc');
const JAR = path.join(installedPackage('vnu-jar', ROOT), 'build/dist/vnu.jar');
const JING = 'nu.validator.vendor.thaiopensource.relaxng.util.Driver';

/**
 * Jing's complaints about each feed against the RFC 4287 schema, in the order given; an empty list
 * for a valid one. One Java start checks them all (it takes most of the time).
 */
export function jingErrorsOfEach(feeds: string[]): string[][] {
  const directory = mkdtempSync(path.join(tmpdir(), 'atom-feed-'));
  try {
    const files = feeds.map((xml, index) => {
      const file = path.join(directory, `feed-${index}.xml`);
      writeFileSync(file, xml);
      return file;
    });
    const run = spawnSync('java', ['-cp', JAR, JING, '-c', SCHEMA, ...files], { encoding: 'utf8' });
    if (run.error) throw run.error;
    const lines = `${run.stdout}\n${run.stderr}`.split('\n').filter((line) => line.trim());
    const errors = files.map((file) => lines.filter((line) => line.startsWith(`${file}:`)));
    const unexplained = lines.filter((line) => !files.some((file) => line.startsWith(`${file}:`)));
    if (run.status !== 0 && errors.every((list) => list.length === 0))
      throw new Error(`jing exited with ${run.status}: ${unexplained.join('\n')}`);
    return errors;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** Jing's complaints about one feed; empty when it is valid. */
export const jingErrors = (xml: string): string[] => jingErrorsOfEach([xml])[0];

const children = (parent: Element, name: string) =>
  parent.children.filter(
    (node): node is Element => ElementType.isTag(node) && (node as Element).name === name,
  );
const child = (parent: Element, name: string) => children(parent, name)[0];
const textOf = (element: Element | undefined) => (element ? DomUtils.textContent(element).trim() : '');

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const ABSOLUTE = /^https?:\/\/[^/\s]+/;

/** The entries of a feed as readers see them, for tests to compare with the posts. */
export function feedEntries(xml: string) {
  const document = parseDocument(xml, { xmlMode: true });
  return DomUtils.getElementsByTagName('entry', document).map((entry) => ({
    id: textOf(child(entry, 'id')),
    title: textOf(child(entry, 'title')),
    link: children(entry, 'link').find((link) => (link.attribs.rel ?? 'alternate') === 'alternate')?.attribs
      .href,
    author: textOf(child(child(entry, 'author') ?? entry, 'name')) || null,
    /** The HTML of the post, unescaped. */
    content: child(entry, 'content') ? DomUtils.textContent(child(entry, 'content')) : null,
  }));
}

/** What a schema cannot check of a feed; empty when it has no such problem. */
export function feedProblems(xml: string): string[] {
  const problems: string[] = [];
  const document = parseDocument(xml, { xmlMode: true });
  const feed = DomUtils.getElementsByTagName('feed', document, true, 1)[0];
  if (!feed) return ['no feed element'];
  const entries = children(feed, 'entry');

  // RFC 4287 4.1.1 and 4.1.2: the Schematron rules of Appendix B.
  if (!child(feed, 'author') && entries.some((entry) => !child(entry, 'author')))
    problems.push('an entry has no author and neither has the feed');
  for (const entry of entries) {
    const alternate = children(entry, 'link').some(
      (link) => (link.attribs.rel ?? 'alternate') === 'alternate',
    );
    if (!alternate && !child(entry, 'content'))
      problems.push(`entry ${textOf(child(entry, 'id'))}: no alternate link or content`);
  }
  // 4.1.1: a feed links to itself.
  if (!children(feed, 'link').some((link) => link.attribs.rel === 'self'))
    problems.push('no rel="self" link');

  // Every address absolute: a reader has no page to resolve a relative one against.
  for (const link of DomUtils.getElementsByTagName('link', feed))
    if (!ABSOLUTE.test(link.attribs.href ?? '')) problems.push(`link not absolute: ${link.attribs.href}`);
  for (const name of ['uri', 'icon', 'logo'])
    for (const element of DomUtils.getElementsByTagName(name, feed))
      if (!ABSOLUTE.test(textOf(element))) problems.push(`${name} not absolute: ${textOf(element)}`);

  // Ids: IRIs, unique, and not the entry's page address (which changes with its slug).
  const ids = [feed, ...entries].map((element) => textOf(child(element, 'id')));
  for (const id of ids) if (!/^[a-z][a-z0-9+.-]*:\S+$/i.test(id)) problems.push(`id is not an IRI: ${id}`);
  if (new Set(ids).size !== ids.length) problems.push('ids are not unique');

  // Dates: RFC 3339, an entry updated no earlier than published, the feed updated when its newest entry was.
  const feedUpdated = textOf(child(feed, 'updated'));
  for (const date of DomUtils.getElementsByTagName(
    (name) => name === 'updated' || name === 'published',
    feed,
  ))
    if (!RFC3339.test(textOf(date))) problems.push(`not an RFC 3339 date: ${textOf(date)}`);
  for (const entry of entries) {
    const updated = Date.parse(textOf(child(entry, 'updated')));
    const published = Date.parse(textOf(child(entry, 'published')));
    if (published > updated) problems.push(`entry ${textOf(child(entry, 'id'))}: published after updated`);
    if (updated > Date.parse(feedUpdated))
      problems.push(`entry ${textOf(child(entry, 'id'))}: updated after the feed`);
  }
  if (
    entries.length &&
    Math.max(...entries.map((entry) => Date.parse(textOf(child(entry, 'updated'))))) !==
      Date.parse(feedUpdated)
  )
    problems.push("the feed's updated is not its newest entry's");

  // HTML content travels escaped as text (no markup inside the element), and unescaped it is HTML
  // whose links and pictures are absolute.
  for (const content of DomUtils.getElementsByTagName('content', feed)) {
    if (content.attribs.type !== 'html') problems.push(`content type is ${content.attribs.type}, not html`);
    if (content.children.some((node) => ElementType.isTag(node))) problems.push('content holds raw elements');
    const html = parseDocument(DomUtils.textContent(content));
    if (!DomUtils.findOne((node) => ElementType.isTag(node), html.children))
      problems.push('content is not HTML once unescaped (escaped twice?)');
    for (const element of DomUtils.findAll(
      (node) => Boolean(node.attribs.href || node.attribs.src),
      html.children,
    ))
      for (const address of [element.attribs.href, element.attribs.src].filter(Boolean))
        if (!/^(https?:|mailto:|tel:|#)/.test(address))
          problems.push(`relative address in content: ${address}`);
  }
  return problems;
}
