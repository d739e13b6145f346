import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from '@/lib/business-time-zone';

describe("the business's time zone", () => {
  it('is written once in the code, in src/lib/business-time-zone.ts (the generated API types aside)', () => {
    const found = spawnSync(
      'git',
      ['grep', '-l', '--untracked', BUSINESS_TIME_ZONE, '--', 'src', 'scripts'],
      {
        encoding: 'utf8',
      },
    );
    const files = found.stdout.split('\n').filter(Boolean);
    expect(files.filter((file) => file !== 'src/lib/api-types.generated.ts')).toEqual([
      'src/lib/business-time-zone.ts',
    ]);
  });
});
