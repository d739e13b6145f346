/**
 * The types of a module's records and inputs, inferred from its field declarations: reading
 * `service.title` needs no cast, and a misspelt field name fails the typecheck. Client-safe.
 */
import type {
  BooleanField,
  EnumField,
  Field,
  Fields,
  ImageField,
  ImageListField,
  IntegerField,
  MoneyField,
  PasswordField,
  ReferenceField,
  SecretField,
  SlugField,
  SortOrderField,
  SpecListField,
  StringListField,
  TogglesField,
} from './fields';
import type { Locale, TranslatedLocale } from './locales';

export interface SpecItem {
  label: string;
  value: string;
}

type WriteOnlyField = PasswordField | SecretField;

/** A required field, or a choice with a default, always holds a value; any other may be empty (null). */
type Filled<F, T> = F extends { required: true } ? T : F extends { default: string } ? T : T | null;

/** The value of one field in a record the API returns. */
export type FieldValue<F extends Field> = F extends BooleanField
  ? boolean
  : F extends SortOrderField
    ? number
    : F extends SlugField
      ? string
      : F extends StringListField
        ? string[]
        : F extends ImageListField
          ? number[]
          : F extends SpecListField
            ? SpecItem[]
            : F extends TogglesField
              ? { [K in keyof F['options']]: boolean }
              : F extends EnumField
                ? Filled<F, F['options'][number]>
                : F extends IntegerField | MoneyField | ImageField | ReferenceField
                  ? Filled<F, number>
                  : Filled<F, string>;

/** The value a field accepts on a write (a toggle set may be given in part, a secret as text). */
type InputValue<F extends Field> = F extends WriteOnlyField
  ? string
  : F extends TogglesField
    ? { [K in keyof F['options']]?: boolean }
    : NonNullable<FieldValue<F>>;

type ReadableKeys<F extends Fields> = { [K in keyof F]: F[K] extends WriteOnlyField ? never : K }[keyof F];
type PrivateKeys<F extends Fields> = { [K in keyof F]: F[K] extends { private: true } ? K : never }[keyof F];
type RequiredKeys<F extends Fields> = {
  [K in keyof F]: F[K] extends { required: true } ? K : never;
}[keyof F];

/** How a record of a module with localized fields reads in a language (`src/kit/locales.ts`). */
export interface TranslationFacts {
  /** The language its localized fields are given in. */
  locale: Locale;
  /** Localized fields with no text in that language, given in English instead. */
  untranslated: string[];
  /** The languages whose translation lags behind the English: missing, or older than its last change. */
  needsTranslation: TranslatedLocale[];
}

/** Every stored record has these, whatever its module. */
export type RecordBase = {
  id: number;
  createdAt: string;
  updatedAt: string;
};

type LocalizedKeys<F extends Fields> = {
  [K in keyof F]: F[K] extends { localized: true } ? K : never;
}[keyof F];

/** The records of a module with localized fields say how they read in the language asked for. */
type TranslationOf<F extends Fields> = [LocalizedKeys<F>] extends [never]
  ? unknown
  : { translation?: TranslationFacts };

/** A record of a module whose fields are known only at run time, as the generic kit handles it. */
export type AnyRecord = RecordBase & { [field: string]: unknown };

/** A record of fields `F` as the API returns it: never a password or secret. */
export type RecordOf<F extends Fields> = string extends keyof F
  ? AnyRecord
  : RecordBase & { [K in ReadableKeys<F>]: FieldValue<F[K]> } & TranslationOf<F>;

/** What the public site may read of a record: its private (staff-only) fields left out. */
export type PublicRecordOf<F extends Fields> = Omit<RecordOf<F>, PrivateKeys<F>>;

/** The body of a create: required fields present; any other may be left out or cleared with null. */
export type CreateInputOf<F extends Fields> = { [K in RequiredKeys<F>]: InputValue<F[K]> } & {
  [K in Exclude<keyof F, RequiredKeys<F>>]?: InputValue<F[K]> | null;
};

/** The body of a change: any of the fields. */
export type UpdateInputOf<F extends Fields> = Partial<CreateInputOf<F>>;
