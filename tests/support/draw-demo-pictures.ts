/**
 * Draws the demo pictures once into their cache (`src/server/demo/picture-cache.ts`) by loading the
 * demo business into a throwaway database, before `npm test` starts its runs side by side: on a
 * fresh clone each of them would otherwise draw the same pictures at the same time, in every file
 * that loads the demo (two busy cores took over three minutes for one such file's setup).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { registry } from '@/registry';
import { demoBusiness } from '@/registry/demo';
import { openDatabase } from '@/server/db/engine';
import { migrateToLatest } from '@/server/db/migrate';
import { seedDemoContent } from '@/server/demo/seed';
import { localMediaStorage } from '@/server/media/local-storage';

async function main() {
  const folder = mkdtempSync(path.join(tmpdir(), 'demo-pictures-'));
  const started = performance.now();
  const database = openDatabase({ sqliteFile: ':memory:' });
  try {
    await migrateToLatest(database);
    await seedDemoContent(database, localMediaStorage(path.join(folder, 'uploads')), registry, demoBusiness);
  } finally {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  }
  console.log(`Demo pictures ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
