import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from '@/lib/business-time-zone';

/** Every file under the folders given, read from the disk (a copy of the project, not a checkout, too). */
const filesUnder = (...folders: string[]) =>
  folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(path.relative(process.cwd(), entry.parentPath), entry.name)),
  );

describe("the business's time zone", () => {
  it('is written once in the repository, in src/lib/business-time-zone.ts', () => {
    const files = filesUnder('src', 'scripts', 'tests').filter((file) =>
      readFileSync(file, 'utf8').includes(BUSINESS_TIME_ZONE),
    );
    expect(files).toEqual(['src/lib/business-time-zone.ts']);
  });
});
