import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from '@/lib/business-time-zone';

describe("the business's time zone", () => {
  it('is written once in the repository, in src/lib/business-time-zone.ts', () => {
    const found = spawnSync(
      'git',
      ['grep', '-l', '--untracked', BUSINESS_TIME_ZONE, '--', 'src', 'scripts', 'tests'],
      {
        encoding: 'utf8',
      },
    );
    const files = found.stdout.split('\n').filter(Boolean);
    expect(files).toEqual(['src/lib/business-time-zone.ts']);
  });
});
