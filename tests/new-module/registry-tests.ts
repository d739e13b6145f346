import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The API tests' app, built from the registry: every API test imports it, whatever it checks. */
const THE_APP = 'tests/api/support/test-app.ts';

const IMPORTED = /\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g;

function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(IMPORTED)].map((match) => match[1] ?? match[2]!);
}

/** A relative import as the file it names, `.ts` or `.tsx`, when it is one. */
function resolveRelative(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * The unit and API test files of the project in `dir` whose checks read the registry: they import it
 * (`@/registry`), or a test helper that does (the fixtures, the hostile requests, the backup site...),
 * so they walk every registered module, a new one among them. The API tests' app is left aside: it
 * builds the app from the registry for every API test, which walks nothing.
 */
export function testsReadingTheRegistry(dir: string): string[] {
  const app = path.join(dir, THE_APP);
  const reads = new Map<string, boolean>();
  const readsRegistry = (file: string): boolean => {
    const known = reads.get(file);
    if (known !== undefined) return known;
    reads.set(file, false);
    const result =
      file !== app &&
      importsOf(file).some((specifier) => {
        if (specifier === '@/registry' || specifier.startsWith('@/registry/')) return true;
        const local = resolveRelative(file, specifier);
        return local !== null && local.startsWith(path.join(dir, 'tests')) && readsRegistry(local);
      });
    reads.set(file, result);
    return result;
  };
  return ['tests/unit', 'tests/api']
    .flatMap((folder) =>
      readdirSync(path.join(dir, folder))
        .filter((name) => name.endsWith('.test.ts'))
        .map((name) => path.join(dir, folder, name)),
    )
    .filter(readsRegistry)
    .map((file) => path.relative(dir, file));
}
