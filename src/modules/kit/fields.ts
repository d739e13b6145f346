/**
 * Field declarations: the single description of a module's data. The API schemas, the storage
 * codecs, the admin form, list and view are all derived from these. Client-safe: no server code.
 */

interface FieldCommon {
  label: string;
  /** Required on create (PRODUCT.md marks these with *). */
  required?: boolean;
  /** Shown under the input in the admin form. */
  help?: string;
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

/** Field constructors: `field.text('Title', { required: true, max: 200 })`. */
export const field = {
  text: (label: string, options: Options<TextField> = {}): TextField => ({ kind: 'text', label, ...options }),
  textarea: (label: string, options: Options<TextareaField> = {}): TextareaField => ({
    kind: 'textarea',
    label,
    ...options,
  }),
  richText: (label: string, options: Options<RichTextField> = {}): RichTextField => ({
    kind: 'richText',
    label,
    ...options,
  }),
  slug: (from: string, options: Omit<Options<SlugField>, 'from'> = {}): SlugField => ({
    kind: 'slug',
    label: 'Slug',
    help: 'Part of the page address. Left empty, it is made from the title.',
    from,
    ...options,
  }),
  boolean: (label: string, defaultValue: boolean, options: Omit<Options<BooleanField>, 'default'> = {}) =>
    ({ kind: 'boolean', label, default: defaultValue, ...options }) satisfies BooleanField,
  integer: (label: string, options: Options<IntegerField> = {}): IntegerField => ({
    kind: 'integer',
    label,
    ...options,
  }),
  sortOrder: (): SortOrderField => ({ kind: 'sortOrder', label: 'Sort order' }),
  money: (label: string, options: Options<MoneyField> = {}): MoneyField => ({
    kind: 'money',
    label,
    ...options,
  }),
  enum: (
    label: string,
    options: readonly string[],
    rest: Omit<Options<EnumField>, 'options'> = {},
  ): EnumField => ({
    kind: 'enum',
    label,
    options,
    ...rest,
  }),
  stringList: (label: string, options: Options<StringListField> = {}): StringListField => ({
    kind: 'stringList',
    label,
    ...options,
  }),
  date: (label: string, options: Options<DateField> = {}): DateField => ({ kind: 'date', label, ...options }),
  datetime: (label: string, options: Options<DateTimeField> = {}): DateTimeField => ({
    kind: 'datetime',
    label,
    ...options,
  }),
  image: (label: string, options: Options<ImageField> = {}): ImageField => ({
    kind: 'image',
    label,
    ...options,
  }),
  imageList: (label: string, options: Options<ImageListField> = {}): ImageListField => ({
    kind: 'imageList',
    label,
    ...options,
  }),
  reference: (label: string, module: string, options: Omit<Options<ReferenceField>, 'module'> = {}) =>
    ({ kind: 'reference', label, module, ...options }) satisfies ReferenceField,
  specList: (label: string, options: Options<SpecListField> = {}): SpecListField => ({
    kind: 'specList',
    label,
    ...options,
  }),
  toggles: (
    label: string,
    options: Record<string, string>,
    rest: Omit<Options<TogglesField>, 'options'> = {},
  ) => ({ kind: 'toggles', label, options, ...rest }) satisfies TogglesField,
  secret: (label: string, options: Options<SecretField> = {}): SecretField => ({
    kind: 'secret',
    label,
    ...options,
  }),
  password: (label: string, column: string, options: Omit<Options<PasswordField>, 'column'> = {}) =>
    ({ kind: 'password', label, column, ...options }) satisfies PasswordField,
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
