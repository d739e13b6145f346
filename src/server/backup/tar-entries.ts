import 'server-only';
import type { Pack } from 'tar-stream';

/** Writes one entry of `size` bytes from `body` into the archive, waiting whenever the archive is full. */
export function addEntry(
  pack: Pack,
  name: string,
  size: number,
  body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const entry = pack.entry({ name, size, mode: 0o644 }, (error) => (error ? reject(error) : resolve()));
    (async () => {
      for await (const chunk of body) {
        if (!entry.write(chunk)) await new Promise<void>((drained) => entry.once('drain', () => drained()));
      }
      entry.end(undefined);
    })().catch((error) => {
      entry.destroy(error);
      reject(error);
    });
  });
}

/** The lines of an entry as they arrive, so a table never has to fit in memory at once. */
export async function* linesOf(body: AsyncIterable<unknown>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let pending = '';
  for await (const chunk of body) {
    pending += decoder.decode(chunk as Uint8Array, { stream: true });
    let end = pending.indexOf('\n');
    while (end !== -1) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 1);
      if (line) yield line;
      end = pending.indexOf('\n');
    }
  }
  pending += decoder.decode();
  if (pending) yield pending;
}

export async function bytesOf(body: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk as Uint8Array);
  return Buffer.concat(chunks);
}
