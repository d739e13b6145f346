import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const VNU_JAR = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

export interface NuMessage {
  /** `error`, or `info` with `subType: 'warning'` for a warning (plain `info` is advice). */
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  message: string;
  extract?: string;
  /** The page it was found on. */
  page: string;
}

/**
 * Checks documents with the Nu HTML Checker (the W3C validator's engine, `vnu-jar` on the machine's
 * Java), all in one run of the checker. Returns its errors and warnings, each with its page.
 */
export async function checkHtml(documents: { page: string; html: string }[]): Promise<NuMessage[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'nu-check-'));
  try {
    const files = documents.map((document, index) => {
      const file = path.join(folder, `${index}.html`);
      writeFileSync(file, document.html);
      return file;
    });
    // The checker exits 1 when it found errors: its report is on stderr either way.
    const { stderr } = await run(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const report = JSON.parse(stderr) as { messages: (Omit<NuMessage, 'page'> & { url?: string })[] };
    return report.messages
      .filter((message) => message.type !== 'info' || message.subType === 'warning')
      .map(({ url, ...message }) => ({
        ...message,
        page: documents[Number(path.basename(url ?? '', '.html'))]?.page ?? url ?? '?',
      }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
