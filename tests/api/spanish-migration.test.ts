import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cctvModule } from '@/modules/cctv/module';
import { servicesModule } from '@/modules/services/module';
import { homepageSettings } from '@/modules/settings/homepage';
import { knownMigrations, migrateTo, migrateToLatest } from '@/server/db/migrate';
import { engineValues } from '@/server/db/values';
import { findRecord, listRecords } from '@/server/records/repository';
import { readSettings } from '@/server/records/settings-store';
import { createUnmigratedTestDatabase, type TestDatabase, testEngine } from './support/test-database';

/**
 * The migration that brings Spanish, on a database with content in it: the content stays, as the
 * English; every record and settings page with localized fields reads in Spanish as its English and
 * is marked as needing translation.
 */

const SPANISH = '0042_spanish';
const BEFORE_SPANISH = knownMigrations()[knownMigrations().indexOf(SPANISH) - 1];
const NOW = '2026-03-01T10:00:00.000Z';

describe(`the Spanish migration on ${testEngine}, with content in it`, () => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createUnmigratedTestDatabase();
    await migrateTo(test.database, BEFORE_SPANISH);
    const { db, engine } = test.database;
    const values = engineValues(engine);
    const now = values.encodeTimestamp(NOW);
    await sql`insert into services (title, slug, summary, body, published, "sortOrder", "createdAt", "updatedAt")
      values ('Doorbell cameras', 'doorbell-cameras', 'See who is at the door.', '<p>Installed in a morning.</p>',
        ${values.encodeBoolean(true)}, 0, ${now}, ${now})`.execute(db);
    await sql`insert into cctv (title, slug, summary, features, published, "sortOrder", "createdAt", "updatedAt")
      values ('Night watch', 'night-watch', 'Agents on watch.', ${values.encodeJson(['Talk-down speakers'])},
        ${values.encodeBoolean(true)}, 0, ${now}, ${now})`.execute(db);
    const homepage = values.encodeJson({
      siteName: 'Ridgeline Security',
      tagline: 'Cameras installed right',
    });
    await sql`insert into settings (key, value, "updatedAt") values ('homepage', ${homepage}, ${now})`.execute(
      db,
    );
    await migrateToLatest(test.database);
  });
  afterAll(() => test.destroy());

  it('keeps the content as the English, read in Spanish as its English and marked', async () => {
    const [service] = (await listRecords(test.database, servicesModule, { page: 1, pageSize: 10 })).data;
    expect(service).toMatchObject({
      title: 'Doorbell cameras',
      summary: 'See who is at the door.',
      body: '<p>Installed in a morning.</p>',
      translation: { locale: 'en', untranslated: [], needsTranslation: ['es'] },
    });
    expect(await findRecord(test.database, servicesModule, service.id, 'es')).toMatchObject({
      title: 'Doorbell cameras',
      translation: { locale: 'es', untranslated: ['title', 'summary', 'body'], needsTranslation: ['es'] },
    });
    const [plan] = (await listRecords(test.database, cctvModule, { page: 1, pageSize: 10, locale: 'es' }))
      .data;
    expect(plan).toMatchObject({ features: ['Talk-down speakers'] });
    expect(plan.translation?.untranslated).toContain('features');
    const { presented } = await readSettings(test.database, homepageSettings, 'es');
    expect(presented).toMatchObject({
      siteName: 'Ridgeline Security',
      tagline: 'Cameras installed right',
      translation: { locale: 'es', untranslated: ['tagline'], needsTranslation: ['es'] },
    });
    const lagging = await listRecords(test.database, servicesModule, {
      page: 1,
      pageSize: 10,
      needsTranslation: 'es',
    });
    expect(lagging.total).toBe(1);
  });

  it('goes back down with the English untouched, and up again', async () => {
    await migrateTo(test.database, BEFORE_SPANISH);
    const { rows } = await sql<{ title: string }>`select title from services`.execute(test.database.db);
    expect(rows).toEqual([{ title: 'Doorbell cameras' }]);
    await migrateToLatest(test.database);
    const [service] = (await listRecords(test.database, servicesModule, { page: 1, pageSize: 10 })).data;
    expect(service.translation?.needsTranslation).toEqual(['es']);
  });
});
