import 'server-only';
import type { Engine } from '@/server/db/engine';
import { decodeBoolean, decodeJson, decodeTimestamp, engineValues } from '@/server/db/values';
import type { AnyModule } from '../define-module';

export type Values = Record<string, unknown>;

/** Turns API values into column values for the engine (booleans, JSON lists, timestamps). */
export function encodeValues(module: AnyModule, engine: Engine, values: Values): Values {
  const codec = engineValues(engine);
  const encoded: Values = {};
  for (const [name, value] of Object.entries(values)) {
    const kind = module.fields[name]?.kind;
    if (value === null || value === undefined) encoded[name] = null;
    else if (kind === 'boolean') encoded[name] = codec.encodeBoolean(value as boolean);
    else if (kind === 'stringList') encoded[name] = codec.encodeJson(value);
    else if (kind === 'datetime') encoded[name] = codec.encodeTimestamp(value as string);
    else encoded[name] = value;
  }
  return encoded;
}

/** Turns a stored row into the record the API returns, the same on both engines. */
export function decodeRow(module: AnyModule, row: Values): Values {
  const record: Values = {
    id: row.id,
    createdAt: decodeTimestamp(row.createdAt),
    updatedAt: decodeTimestamp(row.updatedAt),
  };
  for (const [name, definition] of Object.entries(module.fields)) {
    const value = row[name];
    if (definition.kind === 'boolean') record[name] = decodeBoolean(value);
    else if (definition.kind === 'stringList') record[name] = decodeJson<string[]>(value, []);
    else if (definition.kind === 'datetime') record[name] = decodeTimestamp(value);
    else record[name] = value ?? null;
  }
  return record;
}
