import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLUG_PATTERN } from '@/kit/schemas';
import { modules } from '@/registry';
import { fieldNamesOfKind, type RecordMaker, recordMaker, wordsValue } from './support/fixtures';
import { type ModuleApi, moduleApi } from './support/module-api';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * How every registered module completes and cleans what it stores: slugs made from the title and
 * kept unique, rich text sanitised to the allow-list, texts trimmed.
 */

const HOSTILE_HTML = [
  '<p>Safe <strong>bold</strong> and <em>leaning</em> text with <a href="https://example.com/a">a link</a></p>',
  '<script>alert("script")</script>',
  '<img src="https://example.com/camera.png" alt="Camera" onerror="alert(\'img\')">',
  '<a href="javascript:alert(\'link\')">click</a>',
  '<p onclick="alert(\'p\')" style="position:fixed">styled</p>',
  '<iframe src="https://evil.example.com"></iframe>',
  '<a href="https://example.com/b" target="_blank">new tab</a>',
].join('');

function expectSafe(html: string) {
  expect(html).toContain('<strong>bold</strong>');
  expect(html).toContain('<em>leaning</em>');
  expect(html).toContain('<a href="https://example.com/a">a link</a>');
  expect(html).toContain('<img src="https://example.com/camera.png" alt="Camera" />');
  expect(html).toContain('<p>styled</p>');
  expect(html).toMatch(/<a href="https:\/\/example.com\/b" target="_blank" rel="noopener noreferrer">/);
  expect(html).not.toMatch(/<script|alert|onerror|onclick|javascript:|style=|<iframe/i);
}

for (const module of modules) {
  describe(`module ${module.key}: stored values`, () => {
    let t: TestContext;
    let api: ModuleApi;
    let make: RecordMaker;
    beforeAll(async () => {
      t = await createTestContext();
      const admin = await t.createUser({ role: 'admin' });
      // An editor writes wherever the module lets one.
      const writer = module.access === 'admin' ? admin : await t.createUser({ role: 'editor' });
      api = moduleApi(t, module, writer.token);
      make = await recordMaker(t, module, admin.token);
    });
    afterAll(() => t.destroy());

    // The title when it is a text, else the first text field.
    const trimmed = [module.titleField, ...Object.keys(module.fields)].find((name) =>
      ['text', 'textarea'].includes(module.fields[name].kind),
    );
    if (trimmed) {
      it(`trims texts (${trimmed})`, async () => {
        const value = wordsValue(module.fields[trimmed], 'Spaced title');
        const record = await api.created(make.minimal({ [trimmed]: `   ${value}   ` }));
        expect(record[trimmed]).toBe(value);
      });
    }

    if (module.slugField) {
      const slugField = module.slugField;

      it('makes the slug from the title when it is left out, empty or null, adding -2, -3 when taken', async () => {
        const title = 'Night Vision Cameras';
        const made = [
          await api.created(make.titled(title)),
          await api.created(make.titled(title, { [slugField]: '' })),
          await api.created(make.titled(title, { [slugField]: null })),
        ].map((record) => record[slugField]);
        expect(made).toEqual(['night-vision-cameras', 'night-vision-cameras-2', 'night-vision-cameras-3']);
      });

      it('keeps a given slug, and a slug that only starts like a generated one does not block it', async () => {
        const given = await api.created(make.titled('Door Locks', { [slugField]: 'door-locks-and-keys' }));
        expect(given[slugField]).toBe('door-locks-and-keys');
        expect((await api.created(make.titled('Door Locks')))[slugField]).toBe('door-locks');
        expect((await api.created(make.titled('Door Locks')))[slugField]).toBe('door-locks-2');
      });

      it('makes a valid slug from any title', async () => {
        for (const title of ['Café & Bar — 24/7!', 'ÄÖÜ straße', '!!!', '  Dash -- and -- space  ']) {
          const slug = (await api.created(make.titled(title)))[slugField] as string;
          expect(slug, title).toMatch(SLUG_PATTERN);
        }
      });

      it('keeps generated slugs within 120 characters, suffix included', async () => {
        const titleMax = (module.fields[module.titleField] as { max?: number }).max ?? 255;
        const longest = 'Camera system '.repeat(30).slice(0, titleMax).trim();
        const slugs = [];
        for (let n = 0; n < 3; n++)
          slugs.push((await api.created(make.titled(longest)))[slugField] as string);
        expect(new Set(slugs).size).toBe(3);
        for (const slug of slugs) {
          expect(slug).toMatch(SLUG_PATTERN);
          expect(slug.length).toBeLessThanOrEqual(120);
        }
      });

      it('keeps the slug when only the title changes, and remakes it when the slug is cleared', async () => {
        const record = await api.created(make.titled('Alarm Monitoring'));
        expect(record[slugField]).toBe('alarm-monitoring');
        const renamed = await api.patch(record.id, { [module.titleField]: 'Remote Alarm Monitoring' });
        expect(renamed.body.data[slugField]).toBe('alarm-monitoring');
        const cleared = await api.patch(record.id, { [slugField]: '' });
        expect(cleared.status).toBe(200);
        expect(cleared.body.data[slugField]).toBe('remote-alarm-monitoring');
        // Its own slug does not count as taken.
        const again = await api.patch(record.id, { [slugField]: null });
        expect(again.body.data[slugField]).toBe('remote-alarm-monitoring');
      });
    }

    const richTextFields = fieldNamesOfKind(module, 'richText');
    if (richTextFields.length) {
      it(`sanitises rich text (${richTextFields.join(', ')}) on create, replace and patch`, async () => {
        const hostile = Object.fromEntries(richTextFields.map((name) => [name, HOSTILE_HTML]));
        const created = await api.created(make.full(hostile));
        for (const name of richTextFields) expectSafe(created[name] as string);
        const replaced = await api.replace(created.id, make.full(hostile));
        for (const name of richTextFields) expectSafe(replaced.body.data[name]);
        const patched = await api.patch(created.id, hostile);
        for (const name of richTextFields) expectSafe(patched.body.data[name]);
        for (const name of richTextFields) expectSafe((await api.get(created.id)).body.data[name]);
      });

      const optionalRichText = richTextFields.filter((name) => !module.fields[name].required);
      if (optionalRichText.length) {
        it('stores optional rich text that shows nothing once sanitised as empty (null)', async () => {
          const blank = Object.fromEntries(
            optionalRichText.map((name) => [name, '<p><script>x()</script></p>']),
          );
          const record = await api.created(make.full(blank));
          for (const name of optionalRichText) expect(record[name], name).toBeNull();
        });
      }
    }
  });
}
