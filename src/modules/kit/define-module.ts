import type { Field, Fields } from './fields';

export type Role = 'admin' | 'editor';

/**
 * Who may use a module's API and admin pages. `staff` is every signed-in user (admin and editor);
 * `admin` is administrators only (PRODUCT.md section 3).
 */
export type Access = 'staff' | 'admin';

export type AdminPage = 'list' | 'add' | 'edit' | 'view';

export interface ModuleDeclaration<F extends Fields = Fields> {
  /** API key: `/api/{key}`. */
  key: string;
  /** Database table. */
  table: string;
  /** Admin path below /admin, without slashes: `services`, `product/category`. */
  adminPath: string;
  label: { singular: string; plural: string };
  fields: F;
  /** Columns the table has beyond the fields, managed by the server (e.g. a user's token version). */
  internalColumns?: string[];
  /** The field that names a record in lists, titles and logs. */
  titleField: keyof F & string;
  /** Columns of the admin list, in order. */
  listColumns: ((keyof F & string) | 'createdAt' | 'updatedAt')[];
  /** Fields searched by `q`. */
  searchFields: (keyof F & string)[];
  defaultSort: { field: (keyof F & string) | 'id' | 'createdAt' | 'updatedAt'; order: 'asc' | 'desc' };
  access: Access;
  /**
   * Read-only facts the server adds to every record it returns (see the module's server hooks),
   * by name with their label, e.g. an inquiry's e-mail delivery status.
   */
  computed?: Record<string, string>;
  /** An enum field whose options become tabs over the admin list (an inbox by status). */
  listTabs?: keyof F & string;
  /** Records the list shows in bold until staff deal with them, e.g. `{ field: 'status', value: 'new' }`. */
  unreadWhen?: { field: keyof F & string; value: string };
  /** Fields staff change right from the view page, without opening the edit form. */
  quickEdit?: (keyof F & string)[];
  /** `GET /api/{key}/export.csv` of every field, with the list's filters. */
  exportCsv?: boolean;
  /** Admin pages this module has; the seed gives portfolio no view page. Default: all but `list`. */
  pages?: AdminPage[];
  /**
   * Public paths that show this module's records: invalidated after every write. A function gets the
   * record before and after the change, so a renamed slug invalidates both addresses.
   */
  publicPaths: (record: Record<string, unknown>) => string[];
}

/** Declaration options that stay optional once defined: absent means the module has no such thing. */
type OptionalFeatures = 'listTabs' | 'unreadWhen' | 'quickEdit';

export interface ModuleDefinition<F extends Fields = Fields>
  extends Required<Omit<ModuleDeclaration<F>, 'pages' | OptionalFeatures>>,
    Pick<ModuleDeclaration<F>, OptionalFeatures> {
  pages: AdminPage[];
  /** Field name of the `sortOrder` field, when the module is hand-ordered. */
  sortOrderField: string | null;
  /** Field name of the slug, when the module has one. */
  slugField: string | null;
}

function findFieldOfKind(fields: Fields, kind: Field['kind']): string | null {
  return Object.entries(fields).find(([, value]) => value.kind === kind)?.[0] ?? null;
}

/** Declares a CMS module. Everything else (API, storage, admin pages) is derived from this. */
export function defineModule<F extends Fields>(declaration: ModuleDeclaration<F>): ModuleDefinition<F> {
  return {
    ...declaration,
    pages: declaration.pages ?? ['add', 'edit', 'view'],
    internalColumns: declaration.internalColumns ?? [],
    exportCsv: declaration.exportCsv ?? false,
    computed: declaration.computed ?? {},
    sortOrderField: findFieldOfKind(declaration.fields, 'sortOrder'),
    slugField: findFieldOfKind(declaration.fields, 'slug'),
  };
}

/** A module of any field shape, as the registry and the generic kit see it. */
// biome-ignore lint/suspicious/noExplicitAny: `keyof F` makes declarations invariant in F.
export type AnyModule = Omit<ModuleDefinition<any>, 'fields'> & { fields: Fields };
