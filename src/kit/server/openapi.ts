import 'server-only';
import { z } from '@hono/zod-openapi';
import type { AnyModule } from '../define-module';
import { type Field, WRITE_ONLY_KINDS } from '../fields';

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
      .map(([name, definition]) => [name, outputType(definition)]),
  );
  const computed = Object.fromEntries(
    Object.entries(module.computed).map(([name, label]) => [
      name,
      z.unknown().openapi({ description: label }),
    ]),
  );
  const name = module.label.singular.replace(/[^A-Za-z0-9]/g, '');
  return z
    .object({ id: z.number().int(), ...fields, ...computed, createdAt: z.string(), updatedAt: z.string() })
    .openapi(name);
}
