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
}

export interface TextField extends FieldCommon {
  kind: 'text';
  max?: number;
  /** `link`: a path on this site (`/free-quote`) or a web address. */
  format?: 'email' | 'url' | 'https' | 'phone' | 'link';
  /** A shape the text must have, with the message shown when it does not. */
  pattern?: { regex: RegExp; message: string };
}
export interface TextareaField extends FieldCommon {
  kind: 'textarea';
  max?: number;
}
/** HTML from the rich-text editor, sanitised on the server on every write. */
export interface RichTextField extends FieldCommon {
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
}
export interface StringListField extends FieldCommon {
  kind: 'stringList';
  maxItems?: number;
  /** `email`: every item must be an e-mail address. */
  itemFormat?: 'email';
}
/** Calendar date, `YYYY-MM-DD`. */
export interface DateField extends FieldCommon {
  kind: 'date';
}
/** Point in time, ISO 8601. */
export interface DateTimeField extends FieldCommon {
  kind: 'datetime';
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
export interface SpecListField extends FieldCommon {
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

/**
 * Field constructors: `field.text('Title', { required: true, max: 200 })`. Each keeps the options it
 * was given in its type (`required: true`, an enum's options, a toggle set's keys), so the record and
 * input types of a module follow from its fields.
 */
export const field = {
  text: <const O extends Options<TextField> = NoOptions>(label: string, options?: O) =>
    ({ kind: 'text', label, ...options }) as TextField & O,
  textarea: <const O extends Options<TextareaField> = NoOptions>(label: string, options?: O) =>
    ({ kind: 'textarea', label, ...options }) as TextareaField & O,
  richText: <const O extends Options<RichTextField> = NoOptions>(label: string, options?: O) =>
    ({ kind: 'richText', label, ...options }) as RichTextField & O,
  slug: (from: string, options: Omit<Options<SlugField>, 'from'> = {}): SlugField => ({
    kind: 'slug',
    label: 'Slug',
    help: 'Part of the page address. Left empty, it is made from the title.',
    from,
    ...options,
  }),
  boolean: (label: string, defaultValue: boolean, options: Omit<Options<BooleanField>, 'default'> = {}) =>
    ({ kind: 'boolean', label, default: defaultValue, ...options }) satisfies BooleanField,
  integer: <const O extends Options<IntegerField> = NoOptions>(label: string, options?: O) =>
    ({ kind: 'integer', label, ...options }) as IntegerField & O,
  sortOrder: (): SortOrderField => ({ kind: 'sortOrder', label: 'Sort order' }),
  money: <const O extends Options<MoneyField> = NoOptions>(label: string, options?: O) =>
    ({ kind: 'money', label, ...options }) as MoneyField & O,
  enum: <const T extends readonly string[], const O extends Omit<Options<EnumField>, 'options'> = NoOptions>(
    label: string,
    options: T,
    rest?: O,
  ) => ({ kind: 'enum', label, options, ...rest }) as EnumField & { options: T } & O,
  stringList: (label: string, options: Options<StringListField> = {}): StringListField => ({
    kind: 'stringList',
    label,
    ...options,
  }),
  date: <const O extends Options<DateField> = NoOptions>(label: string, options?: O) =>
    ({ kind: 'date', label, ...options }) as DateField & O,
  datetime: <const O extends Options<DateTimeField> = NoOptions>(label: string, options?: O) =>
    ({ kind: 'datetime', label, ...options }) as DateTimeField & O,
  image: <const O extends Options<ImageField> = NoOptions>(label: string, options?: O) =>
    ({ kind: 'image', label, ...options }) as ImageField & O,
  imageList: (label: string, options: Options<ImageListField> = {}): ImageListField => ({
    kind: 'imageList',
    label,
    ...options,
  }),
  reference: <const O extends Omit<Options<ReferenceField>, 'module'> = NoOptions>(
    label: string,
    module: string,
    options?: O,
  ) => ({ kind: 'reference', label, module, ...options }) as ReferenceField & O,
  specList: (label: string, options: Options<SpecListField> = {}): SpecListField => ({
    kind: 'specList',
    label,
    ...options,
  }),
  toggles: <const T extends Record<string, string>>(
    label: string,
    options: T,
    rest: Omit<Options<TogglesField>, 'options'> = {},
  ) => ({ kind: 'toggles', label, options, ...rest }) as TogglesField & { options: T },
  secret: (label: string, options: Options<SecretField> = {}): SecretField => ({
    kind: 'secret',
    label,
    ...options,
  }),
  password: <const O extends Omit<Options<PasswordField>, 'column'> = NoOptions>(
    label: string,
    column: string,
    options?: O,
  ) => ({ kind: 'password', label, column, ...options }) as PasswordField & O,
};

/** The column a field is stored in: its own name, except for passwords (stored as a hash). */
export const columnOf = (name: string, definition: Field) =>
  definition.kind === 'password' ? definition.column : name;

/** Kinds whose value is stored as JSON (lists and toggle sets). */
export const JSON_KINDS: Field['kind'][] = ['stringList', 'imageList', 'specList', 'toggles'];

/** Kinds never returned by the API: only whether they are set. */
export const WRITE_ONLY_KINDS: Field['kind'][] = ['password', 'secret'];

/** The two SEO fields every public page-backed module carries. */
export const seoFields = {
  seoTitle: field.text('SEO title', {
    max: 70,
    help: 'Shown in search results. Left empty, the title is used.',
  }),
  seoDescription: field.textarea('SEO description', {
    max: 160,
    help: 'Shown under the title in search results (up to 160 characters).',
  }),
};
