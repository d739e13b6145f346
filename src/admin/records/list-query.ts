import type { AnyModule } from '@/kit/define-module';
import { type Field, localizedFieldNames } from '@/kit/fields';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@/kit/locales';
// Not from list-query-schemas: that brings zod into every list's download.
import { sortableColumns } from '@/kit/sortable-columns';
import { sameQuery } from '../routing/same-query';

/**
 * What a module list shows (page, search, sort, filters) and its form in the address bar, so a
 * filtered view can be bookmarked and shared. Pure: no React, no browser.
 */
export interface ListState {
  page: number;
  pageSize: number;
  q: string;
  sort: string;
  order: 'asc' | 'desc';
  /** Field name → value as the list API takes it (`true`, an enum option, a record id). */
  filters: Record<string, string>;
}

export const PAGE_SIZES = [10, 20, 50, 100];
export const DEFAULT_PAGE_SIZE = 20;

/**
 * The filter of records whose translation lags behind their English (`?needsTranslation=es`), on
 * the list of a module with localized fields: the list API takes it as it is.
 */
export const NEEDS_TRANSLATION_FILTER = 'needsTranslation';

/** Whether the module's records have translations (some field is localized). */
export const hasTranslations = (module: AnyModule) => localizedFieldNames(module.fields).length > 0;

const RESERVED_PARAMS = new Set(['page', 'pageSize', 'q', 'sort', 'order', NEEDS_TRANSLATION_FILTER]);
const FILTER_KINDS: Field['kind'][] = ['boolean', 'enum', 'reference'];

/** Fields the list can be filtered by: yes/no, one of a set, a record of another module. */
export function filterableFields(module: AnyModule): [string, Field][] {
  return Object.entries(module.fields).filter(
    ([name, definition]) =>
      FILTER_KINDS.includes(definition.kind) &&
      definition.listFilter !== false &&
      !RESERVED_PARAMS.has(name) &&
      name !== module.listTabs,
  );
}

/**
 * Fields the address bar filters by: the dropdown filters and the field whose options are tabs
 * over the list (`?status=contacted` selects the Contacted tab).
 */
export function addressFilterFields(module: AnyModule): [string, Field][] {
  const tabs = module.listTabs ? module.fields[module.listTabs] : undefined;
  return tabs ? [[module.listTabs!, tabs], ...filterableFields(module)] : filterableFields(module);
}

function isValidFilter(definition: Field, value: string): boolean {
  switch (definition.kind) {
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'enum':
      return definition.options.includes(value);
    case 'reference':
      return /^[1-9]\d{0,9}$/.test(value);
    default:
      return false;
  }
}

/** Whether the list call offers this sort (the module's declared orders); any other falls back. */
function isSortable(module: AnyModule, name: string): boolean {
  return sortableColumns(module).includes(name);
}

function positiveInteger(raw: string | null): number | null {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

/** The list state in a query string; anything unknown or invalid falls back to the default. */
export function parseListQuery(module: AnyModule, params: URLSearchParams): ListState {
  const sortParam = params.get('sort');
  const sortDropped = sortParam !== null && !isSortable(module, sortParam);
  const sort = sortParam && !sortDropped ? sortParam : module.defaultSort.field;
  // The direction of a sort that was dropped goes with it.
  const orderParam = sortDropped ? null : params.get('order');
  const order =
    orderParam === 'asc' || orderParam === 'desc'
      ? orderParam
      : sort === module.defaultSort.field
        ? module.defaultSort.order
        : 'asc';
  const pageSize = positiveInteger(params.get('pageSize'));
  const filters: Record<string, string> = {};
  for (const [name, definition] of addressFilterFields(module)) {
    const value = params.get(name);
    if (value !== null && isValidFilter(definition, value)) filters[name] = value;
  }
  const lagging = params.get(NEEDS_TRANSLATION_FILTER);
  if (hasTranslations(module) && TRANSLATED_LOCALES.includes(lagging as TranslatedLocale))
    filters[NEEDS_TRANSLATION_FILTER] = lagging as TranslatedLocale;
  return {
    page: positiveInteger(params.get('page')) ?? 1,
    pageSize: pageSize !== null && PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    q: (params.get('q') ?? '').trim().slice(0, 200),
    sort,
    order,
    filters,
  };
}

/** The query string of a list state, leaving out every default (an unfiltered list has none). */
export function serializeListQuery(module: AnyModule, state: ListState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const [name] of addressFilterFields(module)) {
    const value = state.filters[name];
    if (value) params.set(name, value);
  }
  if (state.filters[NEEDS_TRANSLATION_FILTER]) {
    params.set(NEEDS_TRANSLATION_FILTER, state.filters[NEEDS_TRANSLATION_FILTER]);
  }
  if (state.sort !== module.defaultSort.field || state.order !== module.defaultSort.order) {
    params.set('sort', state.sort);
    params.set('order', state.order);
  }
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params.toString();
}

/**
 * The address's list query as the list reads it, when that differs from what the address says (a
 * value the list does not take: `page=abc`, `pageSize=25`, an unknown sort); null when the address
 * already says what the list shows, in whatever order.
 */
export function correctedListQuery(module: AnyModule, params: URLSearchParams): string | null {
  const corrected = serializeListQuery(module, parseListQuery(module, params));
  return sameQuery(params, new URLSearchParams(corrected)) ? null : corrected;
}

export function hasActiveFilters(state: ListState): boolean {
  return Object.values(state.filters).some(Boolean);
}

/**
 * Rows can be dragged only when the list shows the module's own order, whole: sorted by the sort
 * order ascending, with no search or filter hiding records between the ones on screen.
 */
export function canReorder(module: AnyModule, state: ListState): boolean {
  return (
    module.sortOrderField !== null &&
    state.sort === module.sortOrderField &&
    state.order === 'asc' &&
    state.q === '' &&
    !hasActiveFilters(state)
  );
}
