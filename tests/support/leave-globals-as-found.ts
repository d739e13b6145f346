import path from 'node:path';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { filesRunInWorker, originalGlobals, WATCHED_GLOBALS } from './worker-globals';

/**
 * Test files share their worker (`isolate: false`): a file that leaves a global replaced breaks the
 * files after it in ways that point nowhere near the cause (a setTimeout left faked never fires, and
 * an SMTP test three files later times out). This setup file fails a file that leaves fake timers
 * installed or an environment variable changed, and fails the next file of the worker, naming the
 * files before it, when one left a timer, `Date` or `fetch` replaced (Vitest restores a file's spies
 * only after its last hook, so the file itself cannot be caught in the act).
 */
const changedGlobals = () =>
  WATCHED_GLOBALS.filter((name) => Reflect.get(globalThis, name) !== originalGlobals.get(name));

/** Set by a library whenever it first loads (sharp's VIPSHOME), in whichever file that happens. */
const SET_BY_LIBRARIES = new Set(['VIPSHOME']);

let envBeforeTests: Record<string, string | undefined> = {};
let inherited: string[] = [];
beforeAll(() => {
  // What the file's imports set once on loading (sharp's VIPSHOME) is theirs to keep.
  envBeforeTests = { ...process.env };
  inherited = changedGlobals();
  if (inherited.length > 0) {
    throw new Error(
      `${inherited.join(', ')} replaced by a test file run before this one in the same worker: ${filesRunInWorker.join(', ')}`,
    );
  }
});

afterAll(() => {
  filesRunInWorker.push(path.relative(process.cwd(), expect.getState().testPath ?? 'unknown file'));
  const changed: string[] = changedGlobals().filter((name) => !inherited.includes(name));
  if (vi.isFakeTimers()) changed.push('fake timers still installed (call vi.useRealTimers())');
  for (const key of new Set([...Object.keys(envBeforeTests), ...Object.keys(process.env)])) {
    if (process.env[key] !== envBeforeTests[key] && !SET_BY_LIBRARIES.has(key))
      changed.push(`process.env.${key}`);
  }
  if (changed.length > 0) {
    throw new Error(`This file left globals changed for the files after it: ${changed.join(', ')}`);
  }
});
