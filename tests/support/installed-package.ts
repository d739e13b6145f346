import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder of an installed package, found as Node finds one: in `node_modules` of the folder given
 * or of the nearest parent that has it (a copy of the project in `.cache/` uses the repository's).
 */
export function installedPackage(name: string, from = process.cwd()): string {
  for (let folder = path.resolve(from); ; folder = path.dirname(folder)) {
    const found = path.join(folder, 'node_modules', name);
    if (existsSync(path.join(found, 'package.json'))) return found;
    if (path.dirname(folder) === folder) throw new Error(`${name} is not installed above ${from}`);
  }
}
