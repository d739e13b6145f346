/**
 * Writes src/lib/api-types.generated.ts, the TypeScript types of the API's OpenAPI document, which
 * the admin's API client and the API tests' generated client are typed by: `npm run api:types`
 * after changing a route or a module (a unit test fails while the file is stale).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_TYPES_FILE, apiTypesSource, buildApiDocument } from './api-document';

async function main() {
  const file = path.resolve(import.meta.dirname, '..', API_TYPES_FILE);
  const source = await apiTypesSource(buildApiDocument());
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {}
  if (current === source) return;
  writeFileSync(file, source);
  console.log(`Wrote ${API_TYPES_FILE}`);
}

void main();
