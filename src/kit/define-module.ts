import type { AdminLink } from './admin-links';
import type { Field, Fields } from './fields';
import { periodsOf } from './periods';
import type { AnyRecord, CreateInputOf, PublicRecordOf, RecordOf, UpdateInputOf } from './record-types';
import { visibilityRule } from './visibility';

export type Role = 'admin' | 'editor';

/**
 * Who may use a module's API and admin pages: `staff` is every signed-in user (administrators and
 * editors), `admin` administrators only.
 */
export type Access = 'staff' | 'admin';

export type AdminPage = 'list' | 'add' | 'edit' | 'view';

/** Columns every record has besides its fields. */
type RecordColumn = 'id' | 'createdAt' | 'updatedAt';

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
  listColumns: ((keyof F & string) | Exclude<RecordColumn, 'id'>)[];
  /** Fields searched by `q`. */
  searchFields: (keyof F & string)[];
  defaultSort: { field: (keyof F & string) | RecordColumn; order: 'asc' | 'desc' };
  access: Access;
  /** Its links in the sidebar and on the dashboard; a module without any is reached from others. */
  adminLinks?: AdminLink[];
  /**
   * Read-only facts the server adds to every record it returns (see the module's server rules),
   * by name with their label, e.g. an inquiry's e-mail delivery status.
   */
  computed?: Record<string, string>;
  /**
   * Computed facts whose one-line `summary` the admin list shows under a row's title, e.g. where an
   * inquiry's site survey stands; a fact with `attention: true` shows as a badge (something staff
   * must act on). A record without the fact shows nothing there.
   */
  listFacts?: string[];
  /**
   * Computed facts said in a field's row, by field: the view page shows the fact's `note` there,
   * instead of "—" when the field is empty and under its value otherwise (an inquiry's instant
   * estimate the site could not keep stays said when staff fill the estimate in).
   */
  fieldNotes?: Partial<Record<keyof F & string, string>>;
  /**
   * Choice fields shown under a row's title in the admin list, as a badge, when they hold anything
   * but their default: what sets a record apart without a column of its own (a lead in Spanish).
   */
  titleBadges?: (keyof F & string)[];
  /** An enum field whose options become tabs over the admin list (an inbox by status). */
  listTabs?: keyof F & string;
  /**
   * Records left out of the list, its total, search and the CSV export unless the list asks for
   * exactly this value, e.g. `{ field: 'status', value: 'spam' }`: junk stays out of the way.
   */
  hiddenUnlessAsked?: { field: keyof F & string; value: string };
  /** Records the list shows in bold until staff deal with them, e.g. `{ field: 'status', value: 'new' }`. */
  unreadWhen?: { field: keyof F & string; value: string };
  /**
   * On a phone, shown under each row's title instead of the other columns, in order (a phone field
   * as a tap-to-call link), e.g. an inquiry's status, service, date and phone.
   */
  phoneSummary?: ((keyof F & string) | 'createdAt')[];
  /** Fields the view page shows first, in a card of their own, e.g. an inquiry's message and contact. */
  viewFirst?: (keyof F & string)[];
  /**
   * Fields the view page leaves out of its rows because one of the module's computed facts shows
   * them in words (an inquiry's campaign tags, in "Where this lead came from").
   */
  viewOmit?: (keyof F & string)[];
  /** What the creation time is called in lists and views (an inbox: "Received"). Default: "Created". */
  createdAtLabel?: string;
  /** Fields staff change right from the view page, without opening the edit form. */
  quickEdit?: (keyof F & string)[];
  /**
   * The signed-in user's own record (their staff account): it cannot be deleted and `lockedFields`
   * cannot be changed, for `reason`. The module's server rules refuse it; the admin does not offer it.
   */
  ownRecord?: { reason: string; lockedFields: (keyof F & string)[] };
  /**
   * Deleting moves a record to the trash for 30 days, and each save keeps the version it replaced
   * (revisions). Default true; false for records deleted at once and never versioned (staff
   * accounts, whose deletion must end their access for good).
   */
  trash?: boolean;
  /** `GET /api/{key}/export.csv` of every field, with the list's filters. */
  exportCsv?: boolean;
  /** Admin pages this module has (the portfolio has no view page). Default: all but `list`. */
  pages?: AdminPage[];
  /**
   * Public paths that show this module's records: invalidated after every write, for the record as
   * it was and as it is, so a renamed slug invalidates both addresses.
   */
  publicPaths(record: RecordOf<F>): string[];
  /**
   * The record's own public page (the admin's "View on site", a preview link's address), or null
   * when the record has none. Absent: the module's records have no public page.
   */
  sitePath?(record: RecordOf<F>): string | null;
  /**
   * Whether visitors can see the record now; staff get a signed preview link for one that they
   * cannot. Default: the rule of `visibility.ts`, read from the declared fields (published or active
   * switch, published status, publish time, date range).
   */
  publiclyVisible?(record: RecordOf<F>, now: Date): boolean;
  /**
   * Whether search engines are asked to index a visible record's page now (it is in the sitemap).
   * Default: every visible record. A job past its closing day keeps its page, marked not to index.
   */
  indexable?(record: RecordOf<F>, now: Date): boolean;
}

/** Declaration options that stay optional once defined: absent means the module has no such thing. */
type OptionalFeatures =
  | 'listTabs'
  | 'hiddenUnlessAsked'
  | 'phoneSummary'
  | 'viewFirst'
  | 'viewOmit'
  | 'unreadWhen'
  | 'quickEdit'
  | 'listFacts'
  | 'titleBadges'
  | 'fieldNotes'
  | 'createdAtLabel'
  | 'ownRecord';

/** Record functions of a declaration, spelt out as methods on the definition. */
type RecordFunctions = 'publicPaths' | 'sitePath' | 'publiclyVisible' | 'indexable';

export interface ModuleDefinition<F extends Fields = Fields>
  extends Required<Omit<ModuleDeclaration<F>, 'pages' | RecordFunctions | OptionalFeatures>>,
    Pick<ModuleDeclaration<F>, OptionalFeatures> {
  pages: AdminPage[];
  // Methods, so that a module of particular fields still counts as a module of any fields.
  publicPaths(record: RecordOf<F>): string[];
  sitePath?(record: RecordOf<F>): string | null;
  publiclyVisible(record: RecordOf<F>, now: Date): boolean;
  indexable(record: RecordOf<F>, now: Date): boolean;
  /** Field name of the `sortOrder` field, when the module is hand-ordered. */
  sortOrderField: string | null;
  /** Field name of the slug, when the module has one. */
  slugField: string | null;
}

function findFieldOfKind(fields: Fields, kind: Field['kind']): string | null {
  return Object.entries(fields).find(([, value]) => value.kind === kind)?.[0] ?? null;
}

/** Declares a CMS module. Everything else (API, storage, admin pages, navigation) is derived from this. */
export function defineModule<F extends Fields>(declaration: ModuleDeclaration<F>): ModuleDefinition<F> {
  // A start/end pair that names no start of its kind fails here, when the module is declared.
  periodsOf(declaration.fields);
  return {
    ...declaration,
    publiclyVisible: declaration.publiclyVisible ?? visibilityRule(declaration.fields),
    indexable: declaration.indexable ?? (() => true),
    pages: declaration.pages ?? ['add', 'edit', 'view'],
    internalColumns: declaration.internalColumns ?? [],
    exportCsv: declaration.exportCsv ?? false,
    trash: declaration.trash ?? true,
    computed: declaration.computed ?? {},
    adminLinks: declaration.adminLinks ?? [],
    sortOrderField: findFieldOfKind(declaration.fields, 'sortOrder'),
    slugField: findFieldOfKind(declaration.fields, 'slug'),
  };
}

/**
 * A module of any field shape, as the registry and the generic kit see it. Spelt out rather than
 * `ModuleDefinition<Fields>`: `keyof F` makes definitions invariant in `F`, and a structural type
 * lets every particular module count as one.
 */
export type AnyModule = Omit<ModuleDefinition<Fields>, RecordFunctions> & {
  publicPaths(record: AnyRecord): string[];
  sitePath?(record: AnyRecord): string | null;
  publiclyVisible(record: AnyRecord, now: Date): boolean;
  indexable(record: AnyRecord, now: Date): boolean;
};

/** The fields of a module. */
export type FieldsOf<M> = M extends ModuleDefinition<infer F> ? F : never;
/** A stored record of the module, as the API returns it. */
export type RecordOfModule<M> = RecordOf<FieldsOf<M>>;
/** A record of the module as the public site may read it. */
export type PublicRecordOfModule<M> = PublicRecordOf<FieldsOf<M>>;
export type CreateInputOfModule<M> = CreateInputOf<FieldsOf<M>>;
export type UpdateInputOfModule<M> = UpdateInputOf<FieldsOf<M>>;
