import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A copy of the project's source in `.cache/` (inside the repository, so that its scripts, tools and
 * development server find the project's installed packages), for a test that changes the source the
 * way a developer would.
 */
export function copyProject(name: string) {
  const root = process.cwd();
  const dir = path.join(root, '.cache', name);
  rmSync(dir, { recursive: true, force: true });
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  // Without its own lockfile (nor a git repository of its own) Next takes the repository as the
  // copy's root, packages included.
  const files = listed.stdout.split('\0').filter((file) => file && file !== 'package-lock.json');
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(dir, file));
  }

  const run = (command: string, args: string[]) => {
    const result = spawnSync(command, args, {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
    });
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
  };
  return {
    dir,
    write(file: string, text: string) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    },
    read: (file: string) => readFileSync(path.join(dir, file), 'utf8'),
    /** Runs a script of the installed packages or of the copy itself, in the copy. */
    node: (script: string, ...args: string[]) => run(process.execPath, [script, ...args]),
    /** `npm run <script> <args>` in the copy, as a developer types it. */
    npmRun: (script: string, ...args: string[]) => run('npm', ['run', '--silent', script, ...args]),
    /** The files in a folder of the copy. */
    list: (folder: string) => readdirSync(path.join(dir, folder)),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
