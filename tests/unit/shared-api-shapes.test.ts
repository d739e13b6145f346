import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookingSchema } from '@/features/survey-calendar/bookings';
// Loaded before anything imports Hono, as the admin bundle or a server route may load them.
import { activityLogEntrySchema } from '@/lib/activity-log';
import { apiErrorBodySchema } from '@/lib/api-error-body';
import { mediaItemSchema, mediaUsageSchema } from '@/lib/media-items';

const SRC = path.resolve(__dirname, '../../src');

/** The modules a file loads at run time (type-only imports are erased from the bundle). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const statements = source.matchAll(
    /^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'|^import\s+'([^']+)'/gms,
  );
  return [...statements].map((match) => match[1] ?? match[2]);
}

function resolveLocal(specifier: string, from: string): string | null {
  if (!specifier.startsWith('@/') && !specifier.startsWith('.')) return null;
  const base = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

/** Every file and package `entry` loads, directly or through other files of the project. */
function loadedBy(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of runtimeImports(file)) {
      const local = resolveLocal(specifier, file);
      if (local) visit(local);
      else if (!specifier.startsWith('@/') && !specifier.startsWith('.')) packages.add(specifier);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('answer shapes shared by the server and the admin', () => {
  const libFiles = readdirSync(path.join(SRC, 'lib')).map((name) => path.join(SRC, 'lib', name));

  it.each(libFiles.map((file) => [path.relative(SRC, file), file]))(
    '%s loads nothing server-only',
    (_, file) => {
      const { files, packages } = loadedBy(file);
      const serverFiles = [...files].filter((loaded) => loaded.startsWith(path.join(SRC, 'server')));
      expect(serverFiles.map((loaded) => path.relative(SRC, loaded))).toEqual([]);
      const serverPackages = [...packages].filter((name) =>
        /^(server-only|node:|@hono\/|hono\b|pg$|better-sqlite3)/.test(name),
      );
      expect(serverPackages).toEqual([]);
    },
  );

  it('names the shared schemas as OpenAPI components even when they were built before Hono loaded', async () => {
    const { createTestContext } = await import('../api/support/test-app');
    const t = await createTestContext();
    try {
      const schemas = (await t.call('/api/openapi.json')).body.components.schemas;
      for (const name of ['Error', 'Booking', 'MediaItem', 'MediaUsage', 'ActivityLogEntry']) {
        expect(schemas[name], name).toBeDefined();
      }
      expect(Object.keys(schemas.Booking.properties)).toEqual(Object.keys(bookingSchema.shape));
      expect(schemas.Booking.properties.preferredDate.format).toBe('date');
      expect(Object.keys(schemas.MediaItem.properties)).toEqual(Object.keys(mediaItemSchema.shape));
      expect(Object.keys(schemas.MediaUsage.properties)).toEqual(Object.keys(mediaUsageSchema.shape));
      expect(Object.keys(schemas.ActivityLogEntry.properties)).toEqual(
        Object.keys(activityLogEntrySchema.shape),
      );
      expect(Object.keys(schemas.Error.properties)).toEqual(Object.keys(apiErrorBodySchema.shape));
    } finally {
      await t.destroy();
    }
  });
});
