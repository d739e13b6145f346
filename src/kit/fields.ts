/**
 * Field declarations: the single description of a module's data. The API schemas, the storage
 * codecs, the admin form, list and view are all derived from these. Client-safe: no server code.
 */

interface FieldCommon {
  label: string;
  /** Must be given on create and cannot be cleared; every other field takes a default. */
  required?: boolean;
  /** Shown under the input in the admin form. */
  help?: string;
  /** Staff-only: never handed to the public site (`publicRecord`). */
  private?: boolean;
  /**
   * `false`: not offered as a dropdown filter over the admin list, for a choice field that only
   * describes a record (which ad network's click id a lead carried) rather than sorts the work.
   */
  listFilter?: false;
  /**
   * The titled card of the admin form the field stands in, with the other fields naming it (in
   * their declared order, after the content): fields that only make sense together stay together.
   */
  section?: string;
}

/**
 * A field of words visitors read: it holds one value per language (`src/kit/locales.ts`), English
 * in its own column and each translation beside it, and the admin edits them side by side.
 */
interface Localizable {
  localized?: boolean;
}

export interface TextField extends FieldCommon, Localizable {
  kind: 'text';
  max?: number;
  /** `link`: a path on this site (`/free-quote`) or a web address. */
  format?: 'email' | 'url' | 'https' | 'phone' | 'link';
  /** A shape the text must have, with the message shown when it does not. */
  pattern?: { regex: RegExp; message: string };
  /** A rule a pattern cannot say (a time range that ends after it starts): the problem in words, or undefined. */
  check?: (value: string) => string | undefined;
  /**
   * `serviceIcon`: the admin offers the public site's service icons, with previews, to pick from.
   * `openingHours`: the text is opening hours (`08:00-12:00, 13:00-17:00`, empty: closed), edited
   * with a time picker per opening and time, and an Open switch.
   */
  input?: 'serviceIcon' | 'openingHours';
  /**
   * The admin suggests the entries of a settings page's list field as one types (any text is still
   * accepted): a project's city from the Areas served of Home page settings.
   */
  suggestFrom?: { settings: string; field: string };
}
export interface TextareaField extends FieldCommon, Localizable {
  kind: 'textarea';
  max?: number;
}
/** HTML from the rich-text editor, sanitised on the server on every write. */
export interface RichTextField extends FieldCommon, Localizable {
  kind: 'richText';
}
/** URL-safe identifier, made from `from` when left empty, unique per module. */
export interface SlugField extends FieldCommon {
  kind: 'slug';
  from: string;
}
export interface BooleanField extends FieldCommon {
  kind: 'boolean';
  default: boolean;
}
export interface IntegerField extends FieldCommon {
  kind: 'integer';
  min?: number;
  max?: number;
  /** `stars`: a rating, entered and shown as stars (use with min 1, max 5). */
  display?: 'stars';
}
/** Position in hand-ordered lists; set by drag-and-drop through the reorder call. */
export interface SortOrderField extends FieldCommon {
  kind: 'sortOrder';
}
/** Money stored in integer cents, entered in dollars. */
export interface MoneyField extends FieldCommon {
  kind: 'money';
}
export interface EnumField extends FieldCommon {
  kind: 'enum';
  options: readonly string[];
  default?: string;
  /**
   * A badge colour per option (a theme colour with its shade, `blue.9`, or a CSS colour), dark
   * enough for white text at AA contrast: staff tell the options apart at a glance.
   */
  colors?: Partial<Record<string, string>>;
  /** What staff read for an option where its value is a code (`es`: "Spanish"). Default: the value, capitalised. */
  optionLabels?: Partial<Record<string, string>>;
}
export interface StringListField extends FieldCommon, Localizable {
  kind: 'stringList';
  maxItems?: number;
  /**
   * `email`: every item must be an e-mail address; `date`: a real calendar date (`YYYY-MM-DD`),
   * picked with a date picker in the admin.
   */
  itemFormat?: 'email' | 'date';
  /**
   * Items the admin offers to add in one click under a title (upcoming holidays for closed dates),
   * worked out from today's date (`YYYY-MM-DD`, Los Angeles); any other item can still be entered.
   */
  suggestions?: { title: string; items: (today: string) => { value: string; label: string }[] };
}
/** Calendar date, `YYYY-MM-DD`. */
export interface DateField extends FieldCommon {
  kind: 'date';
  /** The field of the same kind this one ends (an end date after its start): see `periods.ts`. */
  after?: string;
}
/** Point in time, ISO 8601. */
export interface DateTimeField extends FieldCommon {
  kind: 'datetime';
  /** The field of the same kind this one ends (an end time after its start): see `periods.ts`. */
  after?: string;
}
/** A media library item. */
export interface ImageField extends FieldCommon {
  kind: 'image';
}
/** Several media library items, in order. */
export interface ImageListField extends FieldCommon {
  kind: 'imageList';
  maxItems?: number;
}
/** A record of another module (or of the same one, for nesting), by id. */
export interface ReferenceField extends FieldCommon {
  kind: 'reference';
  /** API key of the referenced module. */
  module: string;
}
/** Label/value pairs, e.g. a product's specifications. */
export interface SpecListField extends FieldCommon, Localizable {
  kind: 'specList';
  maxItems?: number;
}
/** On/off switches with fixed keys, stored together (e.g. which home-page sections show). */
export interface TogglesField extends FieldCommon {
  kind: 'toggles';
  /** Key → label, in display order. */
  options: Record<string, string>;
}
/** Write-only secret, encrypted at rest with the app secret; answers say only whether it is set. */
export interface SecretField extends FieldCommon {
  kind: 'secret';
}
/** Write-only: required on create, stored only as an argon2id hash in `column`, never returned. */
export interface PasswordField extends FieldCommon {
  kind: 'password';
  column: string;
}

export type Field =
  | TextField
  | TextareaField
  | RichTextField
  | SlugField
  | BooleanField
  | IntegerField
  | SortOrderField
  | MoneyField
  | EnumField
  | StringListField
  | DateField
  | DateTimeField
  | ImageField
  | ImageListField
  | ReferenceField
  | SpecListField
  | PasswordField
  | TogglesField
  | SecretField;

export type FieldKind = Field['kind'];
export type Fields = Record<string, Field>;

/** Anything described by fields: a module, a settings page. Forms and schemas need no more. */
export interface FieldSet {
  fields: Fields;
}

type Options<F extends Field> = Omit<F, 'kind' | 'label'>;
/** A field constructor called without options. */
type NoOptions = Record<never, never>;

type FieldOfKind<K extends FieldKind> = Extract<Field, { kind: K }>;
/** Kinds that need nothing but a label (a slug needs its source, a reference its module...). */
type KindWithOptionalOptions = {
  [K in FieldKind]: NoOptions extends Options<FieldOfKind<K>> ? K : never;
}[FieldKind];

/**
 * The constructor of a field kind that takes a label and options. It keeps the options given in the
 * field's type (`required: true`), so the record and input types of a module follow from its fields.
 */
const fieldOfKind =
  <K extends KindWithOptionalOptions>(kind: K) =>
  <const O extends Options<FieldOfKind<K>> = Options<FieldOfKind<K>>>(label: string, options?: O) =>
    ({ kind, label, ...options }) as FieldOfKind<K> & O;

/** Field constructors: `field.text('Title', { required: true, max: 200 })`. */
export const field = {
  text: fieldOfKind('text'),
  textarea: fieldOfKind('textarea'),
  richText: fieldOfKind('richText'),
  integer: fieldOfKind('integer'),
  money: fieldOfKind('money'),
  stringList: fieldOfKind('stringList'),
  date: fieldOfKind('date'),
  datetime: fieldOfKind('datetime'),
  image: fieldOfKind('image'),
  imageList: fieldOfKind('imageList'),
  specList: fieldOfKind('specList'),
  secret: fieldOfKind('secret'),
  slug: (from: string, options: Omit<Options<SlugField>, 'from'> = {}): SlugField => ({
    kind: 'slug',
    label: 'Slug',
    help: 'Part of the page address. Left empty, it is made from the title.',
    from,
    ...options,
  }),
  boolean: (label: string, defaultValue: boolean, options: Omit<Options<BooleanField>, 'default'> = {}) =>
    ({ kind: 'boolean', label, default: defaultValue, ...options }) satisfies BooleanField,
  sortOrder: (): SortOrderField => ({ kind: 'sortOrder', label: 'Sort order' }),
  /** The options' values become the type of the field's value. */
  enum: <const T extends readonly string[], const O extends Omit<Options<EnumField>, 'options'> = NoOptions>(
    label: string,
    options: T,
    rest?: O,
  ) => ({ kind: 'enum', label, options, ...rest }) as EnumField & { options: T } & O,
  reference: <const O extends Omit<Options<ReferenceField>, 'module'> = NoOptions>(
    label: string,
    module: string,
    options?: O,
  ) => ({ kind: 'reference', label, module, ...options }) as ReferenceField & O,
  /** The options' keys become the keys of the field's value. */
  toggles: <const T extends Record<string, string>>(
    label: string,
    options: T,
    rest: Omit<Options<TogglesField>, 'options'> = {},
  ) => ({ kind: 'toggles', label, options, ...rest }) as TogglesField & { options: T },
  password: <const O extends Omit<Options<PasswordField>, 'column'> = NoOptions>(
    label: string,
    column: string,
    options?: O,
  ) => ({ kind: 'password', label, column, ...options }) as PasswordField & O,
};

/** The column a field is stored in: its own name, except for passwords (stored as a hash). */
export const columnOf = (name: string, definition: Field) =>
  definition.kind === 'password' ? definition.column : name;

/**
 * Whether a field always holds a value: a required one, or a choice with a default (an inquiry's
 * status). Such a field can be left out on create (it takes the default) but never cleared.
 */
export const alwaysHasValue = (definition: Field) =>
  Boolean(definition.required) || (definition.kind === 'enum' && definition.default !== undefined);

/**
 * Whether a field's column always holds a value: a required field, an enum with a default, and the
 * kinds the server always fills (a slug from the title, a switch, a position, a list).
 */
export const storedAlways = (definition: Field) =>
  alwaysHasValue(definition) || ['slug', 'boolean', 'sortOrder', ...JSON_KINDS].includes(definition.kind);

/** Kinds whose value is stored as JSON (lists and toggle sets). */
export const JSON_KINDS: Field['kind'][] = ['stringList', 'imageList', 'specList', 'toggles'];

/** Kinds never returned by the API: only whether they are set. */
export const WRITE_ONLY_KINDS: Field['kind'][] = ['password', 'secret'];

/** Whether a field holds one value per language. */
export const isLocalized = (definition: Field) => 'localized' in definition && definition.localized === true;

/** The names of the fields that hold one value per language, in declared order. */
export const localizedFieldNames = (fields: Fields) =>
  Object.entries(fields)
    .filter(([, definition]) => isLocalized(definition))
    .map(([name]) => name);

/** The two SEO fields every public page-backed module carries. */
export const seoFields = {
  seoTitle: field.text('SEO title', {
    max: 70,
    localized: true,
    help: 'Shown in search results. Left empty, the title is used.',
  }),
  seoDescription: field.textarea('SEO description', {
    max: 160,
    localized: true,
    help: 'Shown under the title in search results (up to 160 characters).',
  }),
};
