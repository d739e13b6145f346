import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, gzipSync } from 'node:zlib';
import tarStream from 'tar-stream';

/** Every entry of an archive, by name, in its order. */
async function entriesOf(file: string): Promise<[string, Buffer][]> {
  const entries: [string, Buffer][] = [];
  const extract = tarStream.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.push([entry.header.name, Buffer.concat(chunks)]);
  }
  await reading;
  return entries;
}

/**
 * A copy of the archive `from` with each entry's body as `change` returns it; `order` may reorder the
 * entries, and `folders` adds an entry for each folder first, as `tar -czf` packing a folder does.
 */
async function repacked(
  from: string,
  to: string,
  change: (name: string, body: Buffer) => Buffer,
  { order = (entries) => entries, folders = false }: Repacking = {},
) {
  const pack = tarStream.pack();
  const packed = (async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of pack) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  })();
  const made = new Set<string>();
  for (const [name, body] of order(await entriesOf(from))) {
    const folder = name.includes('/') ? `${name.slice(0, name.lastIndexOf('/'))}/` : null;
    if (folders && folder && !made.has(folder)) {
      pack.entry({ name: folder, type: 'directory' });
      made.add(folder);
    }
    pack.entry({ name }, change(name, body));
  }
  pack.finalize();
  await writeFile(to, gzipSync(await packed));
}

interface Repacking {
  order?: (entries: [string, Buffer][]) => [string, Buffer][];
  folders?: boolean;
}

/**
 * The archive `from` packed again as a person might with tar: folder entries added, and (`reversed`)
 * its tables in the opposite order, rows that refer to others before those they refer to.
 */
export async function archivePackedAgain(from: string, to: string, { reversed = false } = {}) {
  const order = (entries: [string, Buffer][]) => {
    if (!reversed) return entries;
    const tables = entries.filter(([name]) => name.startsWith('tables/')).reverse();
    return [entries[0], ...tables, ...entries.filter(([name]) => name.startsWith('uploads/'))];
  };
  await repacked(from, to, (_name, body) => body, { order, folders: true });
}

/**
 * A copy of the archive `from` in which row `row` (1 = the first line) of `table` has `changes`
 * applied, as someone editing the archive by hand would make it.
 */
export async function archiveWithChangedRow(
  from: string,
  to: string,
  table: string,
  row: number,
  changes: Record<string, unknown>,
) {
  let changed = false;
  await repacked(from, to, (name, body) => {
    if (name !== `tables/${table}.ndjson`) return body;
    const lines = body.toString('utf8').split('\n');
    lines[row - 1] = JSON.stringify({ ...JSON.parse(lines[row - 1]), ...changes });
    changed = true;
    return Buffer.from(lines.join('\n'));
  });
  if (!changed) throw new Error(`the archive has no table ${table}`);
}

/** A copy of the archive `from` whose manifest has `changes` applied. */
export async function archiveWithChangedManifest(from: string, to: string, changes: Record<string, unknown>) {
  await repacked(from, to, (name, body) =>
    name === 'manifest.json'
      ? Buffer.from(JSON.stringify({ ...JSON.parse(body.toString('utf8')), ...changes }))
      : body,
  );
}

/** The first `fraction` of the archive's bytes, as a copy cut short would hold. */
export async function archiveCutShort(from: string, to: string, fraction: number) {
  const bytes = await readFile(from);
  await writeFile(to, bytes.subarray(0, Math.floor(bytes.length * fraction)));
}
