import 'server-only';
import { z } from '@hono/zod-openapi';
import type { AnyModule } from '../define-module';
import type { Field } from '../fields';

function outputType(definition: Field): z.ZodType {
  switch (definition.kind) {
    case 'boolean':
      return z.boolean();
    case 'integer':
    case 'sortOrder':
      return z.number().int();
    case 'money':
    case 'image':
      return z.number().int().nullable();
    case 'stringList':
      return z.array(z.string());
    case 'enum':
      return z.enum(definition.options as [string, ...string[]]).nullable();
    default:
      return z.string().nullable();
  }
}

/** The record a module's endpoints return, for the OpenAPI document. */
export function recordSchema(module: AnyModule) {
  const fields = Object.fromEntries(
    Object.entries(module.fields).map(([name, definition]) => [name, outputType(definition)]),
  );
  const name = module.label.singular.replace(/[^A-Za-z0-9]/g, '');
  return z
    .object({ id: z.number().int(), ...fields, createdAt: z.string(), updatedAt: z.string() })
    .openapi(name);
}
