import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Writes each test file's whole wall time, from the moment its worker takes it to its end: its
 * import, its hooks and its tests (the JSON reporter's times cover its tests only, so a file that
 * starts a server in `beforeAll` looked quick). The file is named by FILE_TIMINGS_FILE; without it
 * the reporter writes nothing.
 */
export interface FileTiming {
  file: string;
  /** Milliseconds since the epoch. */
  queuedAt: number;
  endedAt: number;
  /** The worker slot that ran it (1 to maxWorkers). */
  slot: number;
  importMs: number;
  testsAndHooksMs: number;
}

export default class FileTimingsReporter implements Reporter {
  private readonly queuedAt = new Map<string, number>();
  private readonly timings: FileTiming[] = [];

  onTestModuleQueued(testModule: TestModule) {
    this.queuedAt.set(testModule.moduleId, Date.now());
  }

  onTestModuleEnd(testModule: TestModule) {
    const endedAt = Date.now();
    const diagnostic = testModule.diagnostic();
    this.timings.push({
      file: path.relative(process.cwd(), testModule.moduleId),
      queuedAt: this.queuedAt.get(testModule.moduleId) ?? endedAt,
      endedAt,
      slot: diagnostic.concurrencyId,
      importMs: Math.round(diagnostic.collectDuration),
      testsAndHooksMs: Math.round(diagnostic.duration),
    });
  }

  onTestRunEnd() {
    const out = process.env.FILE_TIMINGS_FILE;
    if (out) writeFileSync(out, `${JSON.stringify(this.timings, null, 2)}\n`);
  }
}
