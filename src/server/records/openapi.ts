import 'server-only';
import { z } from '@hono/zod-openapi';
import type { AnyModule } from '@/kit/define-module';
import { type Field, isLocalized, localizedFieldNames, WRITE_ONLY_KINDS } from '@/kit/fields';
import { LOCALES, TRANSLATED_LOCALES } from '@/kit/locales';

/** How a record of a module with localized fields reads in the language asked for. */
const translationFactsSchema = z
  .object({
    locale: z.enum(LOCALES).openapi({ description: 'The language of the fields marked `x-localized`' }),
    untranslated: z
      .array(z.string())
      .openapi({ description: 'Localized fields with no text in that language, given in English instead' }),
    needsTranslation: z.array(z.enum(TRANSLATED_LOCALES)).openapi({
      description: 'Languages whose translation is missing a field or older than the last English change',
    }),
  })
  .openapi('TranslationFacts');

function outputType(definition: Field): z.ZodType {
  switch (definition.kind) {
    case 'boolean':
      return z.boolean();
    case 'integer':
      return definition.required ? z.number().int() : z.number().int().nullable();
    case 'sortOrder':
      return z.number().int();
    case 'money':
    case 'image':
    case 'reference':
      return z.number().int().nullable();
    case 'stringList':
      return z.array(z.string());
    case 'imageList':
      return z.array(z.number().int());
    case 'specList':
      return z.array(z.object({ label: z.string(), value: z.string() }));
    case 'toggles':
      return z.object(Object.fromEntries(Object.keys(definition.options).map((key) => [key, z.boolean()])));
    case 'enum':
      return z.enum(definition.options as [string, ...string[]]).nullable();
    default:
      return z.string().nullable();
  }
}

/** The record a module's endpoints return, for the OpenAPI document: write-only fields are never in it. */
export function recordSchema(module: AnyModule) {
  const fields = Object.fromEntries(
    Object.entries(module.fields)
      .filter(([, definition]) => !WRITE_ONLY_KINDS.includes(definition.kind))
      .map(([name, definition]) => [
        name,
        isLocalized(definition)
          ? outputType(definition).openapi({ 'x-localized': true })
          : outputType(definition),
      ]),
  );
  const translation = localizedFieldNames(module.fields).length
    ? { translation: translationFactsSchema }
    : {};
  const computed = Object.fromEntries(
    Object.entries(module.computed).map(([name, label]) => [
      name,
      z.unknown().openapi({ description: label }),
    ]),
  );
  const name = module.label.singular.replace(/[^A-Za-z0-9]/g, '');
  return z
    .object({
      id: z.number().int(),
      ...fields,
      ...computed,
      ...translation,
      createdAt: z.string(),
      updatedAt: z.string(),
    })
    .openapi(name);
}

/** `Blog post` → `BlogPost`, `CCTV packages` → `CctvPackages`: a label as part of a method name. */
const pascalCase = (label: string) =>
  label
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1).toLowerCase())
    .join('');

/**
 * The `operationId` of every call the kit makes for a module, from its labels, so a generated client
 * reads `listServices`, `getService`, `exportInquiriesCsv`; the OpenAPI lint holds them unique.
 */
export function operationIds(module: Pick<AnyModule, 'label'>) {
  const one = pascalCase(module.label.singular);
  const many = pascalCase(module.label.plural);
  return {
    list: `list${many}`,
    get: `get${one}`,
    create: `create${one}`,
    replace: `replace${one}`,
    update: `update${one}`,
    delete: `delete${one}`,
    reorder: `reorder${many}`,
    exportCsv: `export${many}Csv`,
    createPreviewLink: `create${one}PreviewLink`,
    listPreviewLinks: `list${one}PreviewLinks`,
    revokePreviewLink: `revoke${one}PreviewLink`,
    revokePreviewLinks: `revoke${one}PreviewLinks`,
    listRevisions: `list${one}Revisions`,
    getRevision: `get${one}Revision`,
    restoreRevision: `restore${one}Revision`,
    replaceTranslation: `replace${one}Translation`,
    updateTranslation: `update${one}Translation`,
  };
}

/** `getHomepageSettings`, `replaceEmailSettings`: a settings page's two calls, from its key. */
export function settingsOperationIds(key: string) {
  const name = `${pascalCase(key)}Settings`;
  return { get: `get${name}`, replace: `replace${name}`, replaceTranslation: `replace${name}Translation` };
}
