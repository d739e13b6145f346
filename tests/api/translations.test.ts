import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityOf } from './support/rows';
import { createTestContext, type TestContext } from './support/test-app';
import { testEngine } from './support/test-database';

/**
 * Localized fields through the API: a record reads in Spanish with `?locale=es`, each missing
 * translation falling back to English and named; its translation is written apart
 * (`/translations/es`), validated, logged and purged like any write; lists search and sort in
 * the language asked for; a record whose Spanish lags behind its English is marked and found.
 */
describe(`translations through the API on ${testEngine}`, () => {
  let t: TestContext;
  let token: string;
  let editorToken: string;

  const createService = async (title: string, extra: Record<string, unknown> = {}) => {
    const answer = await t.call('/api/services', {
      method: 'POST',
      token,
      json: { title, summary: `${title}: cameras installed and explained.`, published: true, ...extra },
    });
    expect(answer.status, answer.text).toBe(201);
    return answer.body.data as { id: number; translation: Record<string, unknown> };
  };
  const translate = (id: number, json: unknown, method = 'PATCH', as = token) =>
    t.call(`/api/services/${id}/translations/es`, { method, token: as, json });
  const readEs = async (id: number) => (await t.call(`/api/services/${id}?locale=es`, { token })).body.data;

  beforeAll(async () => {
    t = await createTestContext();
    token = (await t.createUser({ role: 'admin' })).token;
    editorToken = (await t.createUser({ role: 'editor' })).token;
  });
  afterAll(() => t.destroy());

  it('reads a new record in Spanish as its English, every localized field named untranslated', async () => {
    const service = await createService('Doorbell cameras', {
      body: '<p>Answer the door from anywhere.</p>',
    });
    expect(service.translation).toEqual({ locale: 'en', untranslated: [], needsTranslation: ['es'] });
    const spanish = await readEs(service.id);
    expect(spanish.title).toBe('Doorbell cameras');
    expect(spanish.translation).toEqual({
      locale: 'es',
      untranslated: ['title', 'summary', 'body'],
      needsTranslation: ['es'],
    });
  });

  it('writes a translation beside the English, and marks the record done once every field has one', async () => {
    const { id } = await createService('Gate cameras');
    const partial = await translate(id, { title: 'Cámaras para portones' });
    expect(partial.status, partial.text).toBe(200);
    expect(partial.body.data).toMatchObject({
      title: 'Cámaras para portones',
      summary: 'Gate cameras: cameras installed and explained.',
      translation: { locale: 'es', untranslated: ['summary'], needsTranslation: ['es'] },
    });
    const done = await translate(id, { summary: 'Cámaras instaladas y explicadas.' });
    expect(done.body.data.translation).toEqual({ locale: 'es', untranslated: [], needsTranslation: [] });

    const english = (await t.call(`/api/services/${id}`, { token })).body.data;
    expect(english).toMatchObject({
      title: 'Gate cameras',
      translation: { locale: 'en', needsTranslation: [] },
    });
    // The page in both languages is purged.
    expect(t.invalidated).toContain('/services/gate-cameras');
    const logged = (await activityOf(t.database, 'services')).find(
      (entry) => entry.recordId === id && entry.action === 'translate',
    );
    expect(logged?.changedFields).toBe('title');
  });

  it('marks the Spanish as lagging when the English of a localized field changes, not when another field does', async () => {
    const { id } = await createService('Garage cameras');
    await translate(id, { title: 'Cámaras de garaje', summary: 'Vigile su garaje.' });
    await t.call(`/api/services/${id}`, { method: 'PATCH', token, json: { published: false } });
    expect((await readEs(id)).translation.needsTranslation).toEqual([]);
    await t.call(`/api/services/${id}`, {
      method: 'PATCH',
      token,
      json: { summary: 'Watch the garage, day and night.' },
    });
    expect((await readEs(id)).translation.needsTranslation).toEqual(['es']);
    // Saving the Spanish again, complete, clears it.
    await translate(id, { summary: 'Vigile su garaje de día y de noche.' });
    expect((await readEs(id)).translation.needsTranslation).toEqual([]);
  });

  it('falls back to English when a translation is removed, and PUT replaces the whole translation', async () => {
    const { id } = await createService('Pool cameras');
    await translate(id, { title: 'Cámaras para la piscina', summary: 'Resumen.' });
    const cleared = await translate(id, { title: '' });
    expect(cleared.body.data.title).toBe('Pool cameras');
    expect(cleared.body.data.translation.untranslated).toEqual(['title']);
    const replaced = await translate(id, { title: 'Piscina' }, 'PUT');
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body.data).toMatchObject({
      title: 'Piscina',
      summary: 'Pool cameras: cameras installed and explained.',
    });
    expect(replaced.body.data.translation.untranslated).toEqual(['summary']);
  });

  it('refuses what a translation cannot hold, and changes nothing', async () => {
    const { id } = await createService('Shed cameras');
    const refusals: [unknown, number, RegExp][] = [
      [{ slug: 'camaras' }, 400, /Unknown field/],
      [{ published: false }, 400, /Unknown field/],
      [{ title: 'x'.repeat(121) }, 400, /at most 120/],
      [{ title: 42 }, 400, /Title must be text/],
      [{}, 400, /at least one field/],
    ];
    for (const [body, status, message] of refusals) {
      const answer = await translate(id, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.text, JSON.stringify(body)).toMatch(message);
    }
    for (const locale of ['en', 'fr', 'ES']) {
      const answer = await t.call(`/api/services/${id}/translations/${locale}`, {
        method: 'PATCH',
        token,
        json: { title: 'Hola' },
      });
      expect(answer.status, locale).toBe(400);
    }
    expect(
      (
        await t.call('/api/services/999999/translations/es', {
          method: 'PATCH',
          token,
          json: { title: 'Hola' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call(`/api/services/${id}/translations/es`, { method: 'PATCH', json: { title: 'Hola' } }))
        .status,
    ).toBe(401);
    expect((await t.call(`/api/services/${id}?locale=fr`, { token })).status).toBe(400);
    // A module with no localized field has no translation to write.
    expect(
      (await t.call('/api/subscribers/1/translations/es', { method: 'PATCH', token, json: {} })).status,
    ).toBe(404);
    const spanish = await readEs(id);
    expect(spanish.title).toBe('Shed cameras');
    expect(spanish.translation.untranslated).toEqual(['title', 'summary']);
  });

  it('refuses a write that names a language: a write is in English, a translation has its own address', async () => {
    const { id } = await createService('Carport cameras');
    const patched = await t.call(`/api/services/${id}?locale=es`, {
      method: 'PATCH',
      token,
      json: { title: 'Hola' },
    });
    expect(patched.status).toBe(400);
    expect(patched.text).toContain(`/api/services/${id}/translations/{locale}`);
    const settings = await t.call('/api/settings/homepage?locale=es', { method: 'PUT', token, json: {} });
    expect(settings.status).toBe(400);
    expect((await t.call(`/api/services/${id}`, { token })).body.data.title).toBe('Carport cameras');
  });

  it('sanitises translated rich text as it does English, for an editor too', async () => {
    const { id } = await createService('Porch cameras');
    const answer = await translate(
      id,
      { body: '<p onclick="alert(1)">Vea su <strong>porche</strong></p><script>alert(2)</script>' },
      'PATCH',
      editorToken,
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.body).toBe('<p>Vea su <strong>porche</strong></p>');
  });

  it('translates lists (a plan’s features) and falls back to the English list when the Spanish is empty', async () => {
    const created = await t.call('/api/cctv', {
      method: 'POST',
      token,
      json: {
        title: 'Night watch',
        summary: 'Agents on watch.',
        features: ['Talk-down speakers', 'Police dispatch'],
      },
    });
    const id = created.body.data.id;
    const answer = await t.call(`/api/cctv/${id}/translations/es`, {
      method: 'PATCH',
      token,
      json: { features: ['Altavoces de disuasión', 'Aviso a la policía'] },
    });
    expect(answer.body.data.features).toEqual(['Altavoces de disuasión', 'Aviso a la policía']);
    const emptied = await t.call(`/api/cctv/${id}/translations/es`, {
      method: 'PATCH',
      token,
      json: { features: [] },
    });
    expect(emptied.body.data.features).toEqual(['Talk-down speakers', 'Police dispatch']);
    expect(emptied.body.data.translation.untranslated).toContain('features');
  });

  it('searches, sorts and filters lists in the language asked for', async () => {
    const first = await createService('Zeta warehouse cameras');
    const second = await createService('Alpha office cameras');
    await translate(first.id, { title: 'Almacén vigilado', summary: 'Cámaras de almacén.' });
    await translate(second.id, { title: 'Zona de oficinas' });

    const search = async (query: string) =>
      (await t.call(`/api/services?${query}`, { token })).body.data.map(
        (record: { id: number }) => record.id,
      );
    expect(await search('locale=es&q=almac')).toEqual([first.id]);
    expect(await search('q=almac')).toEqual([]);
    // A Spanish list still finds a record by the English it shows.
    expect(await search('locale=es&q=Alpha%20office')).toEqual([second.id]);

    const order = (await search('locale=es&sort=title&order=asc&pageSize=100')).filter((id: number) =>
      [first.id, second.id].includes(id),
    );
    expect(order).toEqual([first.id, second.id]);
    const englishOrder = (await search('sort=title&order=asc&pageSize=100')).filter((id: number) =>
      [first.id, second.id].includes(id),
    );
    expect(englishOrder).toEqual([second.id, first.id]);

    const lagging = await search('needsTranslation=es&pageSize=100');
    expect(lagging).toContain(second.id);
    expect(lagging).not.toContain(first.id);
    expect((await t.call('/api/services?needsTranslation=en', { token })).status).toBe(400);
  });

  it('keeps the translation of a record through the trash', async () => {
    const { id } = await createService('Attic cameras');
    await translate(id, { title: 'Cámaras del ático', summary: 'Resumen del ático.' });
    expect((await t.call(`/api/services/${id}`, { method: 'DELETE', token })).status).toBe(204);
    const entries = (await t.call('/api/trash?pageSize=100', { token })).body.data as {
      id: number;
      module: string;
      recordId: number;
    }[];
    const entry = entries.find((each) => each.module === 'services' && each.recordId === id);
    const restored = await t.call(`/api/trash/${entry?.id}/restore`, { method: 'POST', token, json: {} });
    expect(restored.status, restored.text).toBe(200);
    expect(await readEs(id)).toMatchObject({
      title: 'Cámaras del ático',
      translation: { untranslated: [], needsTranslation: [] },
    });
  });

  it('translates a settings page, which keeps its translation when its English is saved', async () => {
    const english = {
      siteName: 'Ridgeline Security',
      tagline: 'Cameras installed right',
      heroTitle: 'Security cameras for Los Angeles homes',
    };
    expect((await t.call('/api/settings/homepage', { method: 'PUT', token, json: english })).status).toBe(
      200,
    );
    const saved = await t.call('/api/settings/homepage/translations/es', {
      method: 'PUT',
      token,
      json: {
        tagline: 'Cámaras bien instaladas',
        heroTitle: 'Cámaras de seguridad para hogares de Los Ángeles',
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject({
      siteName: 'Ridgeline Security',
      tagline: 'Cámaras bien instaladas',
      translation: { locale: 'es', untranslated: [], needsTranslation: [] },
    });
    expect(
      (
        await t.call('/api/settings/homepage/translations/es', {
          method: 'PUT',
          token,
          json: { siteName: 'X' },
        })
      ).status,
    ).toBe(400);

    await t.call('/api/settings/homepage', {
      method: 'PUT',
      token,
      json: { ...english, tagline: 'Cameras done right' },
    });
    const spanish = (await t.call('/api/settings/homepage?locale=es', { token })).body.data;
    expect(spanish).toMatchObject({
      tagline: 'Cámaras bien instaladas',
      heroTitle: 'Cámaras de seguridad para hogares de Los Ángeles',
      translation: { needsTranslation: ['es'] },
    });
    expect((await t.call('/api/settings/homepage', { token })).body.data.tagline).toBe('Cameras done right');
  });

  it('takes a record or settings page read and sent back whole, its translation facts ignored', async () => {
    const { id } = await createService('Balcony cameras');
    await translate(id, { title: 'Cámaras de balcón' });
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      ...read
    } = (await t.call(`/api/services/${id}`, { token })).body.data;
    const put = await t.call(`/api/services/${id}`, {
      method: 'PUT',
      token,
      json: { ...read, published: false },
    });
    expect(put.status, put.text).toBe(200);
    expect((await readEs(id)).title).toBe('Cámaras de balcón');
    // The facts alone are no change.
    const onlyFacts = await t.call(`/api/services/${id}`, {
      method: 'PATCH',
      token,
      json: { translation: read.translation },
    });
    expect(onlyFacts.status).toBe(400);
    const { updatedAt: _when, ...settings } = (await t.call('/api/settings/homepage', { token })).body.data;
    expect(settings.translation).toBeDefined();
    expect((await t.call('/api/settings/homepage', { method: 'PUT', token, json: settings })).status).toBe(
      200,
    );
  });

  it('describes the localized fields, the language and the translation calls in the OpenAPI document', async () => {
    const document = (await t.call('/api/openapi.json')).body;
    const service = document.components.schemas.Service.properties;
    expect(service.title['x-localized']).toBe(true);
    expect(service.slug['x-localized']).toBeUndefined();
    expect(document.paths['/api/services/{id}/translations/{locale}'].patch.operationId).toBe(
      'updateServiceTranslation',
    );
    const listParameters = document.paths['/api/services'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(listParameters).toEqual(expect.arrayContaining(['locale', 'needsTranslation']));
    // A module with no localized field reads no language.
    const subscriberParameters = document.paths['/api/subscribers'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(subscriberParameters).not.toContain('locale');
  });
});
