import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedFieldNames } from '@/kit/fields';
import { servicesModule } from '@/modules/services/module';
import { homepageSettings } from '@/modules/settings/homepage';
import { registry } from '@/registry';
import { demoBusiness } from '@/registry/demo';
import { moduleTables } from '@/server/db/module-tables';
import { seedDemoContent } from '@/server/demo/seed';
import { findRecord, listRecords } from '@/server/records/repository';
import { readSettings } from '@/server/records/settings-store';
import { removeSite, type Site, siteOn } from './support/backup-site';
import { createTestDatabase, type TestDatabase, testEngine } from './support/test-database';

/**
 * A fresh site starts with the demo business in Spanish too: no demo record waits for a
 * translation. A site seeded before Spanish came gets it once, without replacing what staff wrote.
 */
describe(`the demo business seeded in both languages on ${testEngine}`, () => {
  let test: TestDatabase;
  let site: Site;
  beforeAll(async () => {
    test = await createTestDatabase();
    site = await siteOn(test.database);
    await seedDemoContent(site.database, site.storage, registry, demoBusiness);
  });
  afterAll(async () => {
    await removeSite(site);
    await test.destroy();
  });

  it('leaves no demo record or settings page needing a translation', async () => {
    for (const { module, records } of demoBusiness.records) {
      if (localizedFieldNames(module.fields).length === 0 || records.length === 0) continue;
      const lagging = await listRecords(test.database, module, {
        page: 1,
        pageSize: 100,
        needsTranslation: 'es',
      });
      expect(
        lagging.data.map((record) => record[module.titleField]),
        module.key,
      ).toEqual([]);
    }
    const { presented } = await readSettings(test.database, homepageSettings, 'es');
    expect(presented.translation).toEqual({ locale: 'es', untranslated: [], needsTranslation: [] });
    expect(presented.heroCtaText).not.toBe(
      (await readSettings(test.database, homepageSettings)).presented.heroCtaText,
    );
  });

  it('gives a site seeded before Spanish its demo translations once, never over what staff wrote', async () => {
    const [service] = (
      await listRecords(test.database, servicesModule, { page: 1, pageSize: 1, locale: 'es' })
    ).data;
    // Staff rewrote one Spanish title; the site is then started as one seeded before Spanish.
    await moduleTables(test.database.db)
      .updateTable('services')
      .set({ title_es: 'Nuestro título' })
      .where('id', '=', service.id)
      .execute();
    await test.database.db.deleteFrom('app_meta').where('key', 'like', 'demo-translated:%').execute();
    await seedDemoContent(site.database, site.storage, registry, demoBusiness);
    expect((await findRecord(test.database, servicesModule, service.id, 'es'))?.title).toBe('Nuestro título');
  });
});
