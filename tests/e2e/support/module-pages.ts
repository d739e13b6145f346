import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ModuleRecord } from '@/admin/records/module-api';
import { recordTitle } from '@/admin/records/record-title';
import type { AnyModule } from '@/kit/define-module';
import type { Field } from '@/kit/fields';
import { inSentence } from '@/kit/label-words';
import { ADMIN_ROOT } from '@/lib/constants';
import { modules, settingsPages, toolPages } from '@/registry';

/** What the admin pages of a module are called, as their headings read. */
export const headings = {
  list: (module: AnyModule) => module.label.plural,
  add: (module: AnyModule) => `Add ${inSentence(module.label.singular)}`,
  edit: (module: AnyModule) => `Edit ${inSentence(module.label.singular)}`,
  /** A view page is headed by the record's title. */
  view: (module: AnyModule, record: Record<string, unknown>) => recordTitle(module, record as ModuleRecord),
};

export const DASHBOARD_HEADING = /^Welcome back/;

/**
 * The heading a sidebar link's page shows: the dashboard, a settings page, a module's list or add
 * page, or another back-office page (the trash), headed by its link's label.
 */
export function sidebarHeading(path: string): string | RegExp {
  const rest = path.replace(/\/+$/, '').slice(ADMIN_ROOT.length + 1);
  if (rest === '') return DASHBOARD_HEADING;
  const settings = settingsPages.find((page) => page.adminPath === rest);
  if (settings) return settings.label;
  const add = modules.find((module) => `${module.adminPath}/add` === rest);
  if (add) return headings.add(add);
  const list = modules.find((module) => module.adminPath === rest);
  if (list) return headings.list(list);
  const tool = toolPages.find((page) => page.adminPath === rest);
  if (tool?.adminLinks[0]) return tool.adminLinks[0].label;
  throw new Error(`no page known for the sidebar link ${path}`);
}

/** Every admin path of a module's pages; edit and view need an existing record's id. */
export function modulePagePaths(module: AnyModule, id: number | null) {
  const root = `${ADMIN_ROOT}/${module.adminPath}`;
  const paths: { path: string; page: 'list' | 'add' | 'edit' | 'view' }[] = [{ path: root, page: 'list' }];
  if (module.pages.includes('list')) paths.push({ path: `${root}/list`, page: 'list' });
  if (module.pages.includes('add')) paths.push({ path: `${root}/add`, page: 'add' });
  for (const page of ['edit', 'view'] as const) {
    if (!module.pages.includes(page)) continue;
    if (id === null) throw new Error(`${module.key} needs a record for its ${page} page`);
    paths.push({ path: `${root}/${id}/${page}`, page });
  }
  return paths;
}

/**
 * Counts the page's API calls in flight, so a test can wait until a page has loaded its data (and
 * would have logged any error about it) without a fixed sleep.
 */
export function trackApiCalls(page: Page) {
  let inFlight = 0;
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (isApi(request.url())) inFlight += 1;
  });
  const done = (request: { url(): string }) => {
    if (isApi(request.url())) inFlight = Math.max(0, inFlight - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    reset() {
      inFlight = 0;
    },
    /** Resolves once no API call has been in flight for `quietMs`. */
    async settled(quietMs = 150, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      let quietSince = Date.now();
      for (;;) {
        if (inFlight > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= quietMs) return;
        if (Date.now() > deadline) throw new Error(`API calls still in flight at ${page.url()}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}

/** Values a filled-in form can use, unique per run so slugs and e-mails never collide. */
export function sampleText(field: Field & { kind: 'text' | 'textarea' }, stamp: string): string {
  const limit = (text: string) => (field.max ? text.slice(0, field.max) : text);
  if (field.kind === 'text') {
    if (field.format === 'email') return `e2e.${stamp}@example.com`;
    if (field.format === 'url' || field.format === 'https') return `https://example.com/e2e-${stamp}`;
    if (field.format === 'phone') return '(213) 555-0142';
    if (field.format === 'link') return '/free-quote';
    if (field.pattern) {
      const regex = field.pattern.regex;
      const sample = ['90026', '90026-1234', 'ABC-123', 'e2e', '/free-quote'].find((candidate) =>
        regex.test(candidate),
      );
      if (!sample) throw new Error(`no sample value for the pattern ${regex}`);
      return sample;
    }
    return limit(`E2E ${field.label} ${stamp}`);
  }
  return limit(
    `Written by the browser test ${stamp}: two cameras at the front gate and one at the back door.`,
  );
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Fills every required input of an add form in `page`'s main area, by field kind; enums with a
 * default keep it, reference and enum selects pick their first option.
 */
export async function fillRequiredFields(page: Page, module: AnyModule, stamp: string) {
  const main = page.getByRole('main');
  for (const definition of Object.values(module.fields)) {
    if (!definition.required) continue;
    const textbox = main.getByRole('textbox', { name: definition.label, exact: true });
    switch (definition.kind) {
      case 'text':
      case 'textarea':
        await textbox.fill(sampleText(definition, stamp));
        break;
      case 'richText':
        await textbox.click();
        await page.keyboard.type(`Rich text from the browser test ${stamp}.`);
        break;
      case 'integer':
        if (definition.display === 'stars') {
          // The star's radio input is hidden; a person clicks the star, which is its label.
          const star = main.getByRole('radio', { name: String(definition.max ?? 5), exact: true });
          await main.locator(`label[for="${await star.getAttribute('id')}"]`).click();
          expect(await star.isChecked()).toBe(true);
        } else {
          await textbox.fill(String(definition.min ?? 1));
        }
        break;
      case 'money':
        await textbox.fill('249');
        break;
      case 'password':
        await textbox.fill(`e2e-password-${stamp}`);
        break;
      case 'date':
        await textbox.fill(today());
        break;
      case 'datetime':
        await textbox.fill(`${today()}T09:30`);
        break;
      case 'enum':
      case 'reference': {
        if (definition.kind === 'enum' && definition.default !== undefined) break;
        await main.getByRole('combobox', { name: definition.label, exact: true }).click();
        const first = page.getByRole('listbox').getByRole('option').first();
        await first.click();
        break;
      }
      default:
        throw new Error(`${module.key}: no way to fill a required ${definition.kind} field yet`);
    }
  }
}

/** The title the new record will have, read back from what was typed or picked. */
export async function filledTitle(page: Page, module: AnyModule): Promise<string> {
  const definition = module.fields[module.titleField];
  const main = page.getByRole('main');
  if (definition?.kind === 'enum' || definition?.kind === 'reference')
    return main.getByRole('combobox', { name: definition.label, exact: true }).inputValue();
  return main.getByRole('textbox', { name: definition?.label ?? '', exact: true }).inputValue();
}
