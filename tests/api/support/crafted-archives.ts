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
  const pack = tarStream.pack();
  const packed = (async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of pack) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  })();
  let changed = false;
  for (const [name, body] of await entriesOf(from)) {
    let bytes = body;
    if (name === `tables/${table}.ndjson`) {
      const lines = body.toString('utf8').split('\n');
      lines[row - 1] = JSON.stringify({ ...JSON.parse(lines[row - 1]), ...changes });
      bytes = Buffer.from(lines.join('\n'));
      changed = true;
    }
    pack.entry({ name }, bytes);
  }
  if (!changed) throw new Error(`the archive has no table ${table}`);
  pack.finalize();
  await writeFile(to, gzipSync(await packed));
}

/** The first `fraction` of the archive's bytes, as a copy cut short would hold. */
export async function archiveCutShort(from: string, to: string, fraction: number) {
  const bytes = await readFile(from);
  await writeFile(to, bytes.subarray(0, Math.floor(bytes.length * fraction)));
}
