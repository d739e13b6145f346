import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesSource, buildApiDocument } from '../../scripts/api-document';

const ROOT = path.resolve(__dirname, '../..');

/** `npm run lint:openapi -- file`, the step `npm run lint` ends with, on a given document. */
function lintOpenApi(file: string) {
  const run = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/lint-openapi.ts', file],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

type Document = ReturnType<typeof buildApiDocument>;

describe('the OpenAPI lint in npm run lint', () => {
  let folder: string;
  let document: Document;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'openapi-lint-'));
    document = buildApiDocument();
  });

  afterAll(() => rm(folder, { recursive: true, force: true }));

  const written = async (name: string, content: Document) => {
    const file = path.join(folder, name);
    await writeFile(file, JSON.stringify(content));
    return file;
  };

  it('names every operation, marks the public ones and documents the answers of the middleware', () => {
    const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      (['get', 'post', 'put', 'patch', 'delete'] as const).flatMap((method) =>
        item[method] ? [{ path, method, operation: item[method] }] : [],
      ),
    );
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.security).toEqual([{ bearerAuth: [] }]);
    const publicIds = operations
      .filter(({ operation }) => operation.security?.length === 0)
      .map(({ operation }) => operation.operationId)
      .sort();
    expect(publicIds).toEqual(
      [
        'countContactTap',
        'getAccountSetup',
        'getHealth',
        'getOpenApiDocument',
        'login',
        'registerFirstAdministrator',
        'requestPasswordReset',
        'resetPassword',
        // The second step of a sign-in: it carries its own signed challenge, not a bearer token.
        'verifySignIn',
        'startRequiredTwoFactorSetup',
        'unsubscribe',
        // Booking the free site survey, and the private link's calls (its signed token in the path).
        'listSurveySlots',
        'bookSurvey',
        'getSurveyBooking',
        'getSurveyCalendarFile',
        'rescheduleSurveyBooking',
        'cancelSurveyBooking',
      ].sort(),
    );
    // The public forms take a token or none.
    for (const form of ['createInquiry', 'createSubscriber']) {
      const { operation } = operations.find((entry) => entry.operation.operationId === form) ?? {};
      expect(operation?.security, form).toEqual([{}, { bearerAuth: [] }]);
      expect(Object.keys(operation?.responses ?? {}), form).toContain('429');
    }
    for (const { path, method, operation } of operations) {
      const statuses = Object.keys(operation.responses ?? {});
      expect(statuses, `${method} ${path}`).toContain('500');
      if (method !== 'get' && method !== 'delete') expect(statuses, `${method} ${path}`).toContain('415');
    }
  });

  it('has its TypeScript types committed as they are now (else: npm run api:types)', async () => {
    const committed = await readFile(path.join(ROOT, API_TYPES_FILE), 'utf8');
    expect(
      committed === (await apiTypesSource(document)),
      `${API_TYPES_FILE} is stale: npm run api:types`,
    ).toBe(true);
  });

  it('passes the API document with no error', async () => {
    const lint = lintOpenApi(await written('openapi.json', document));
    expect(lint.output).toContain('Your API description is valid');
    expect(lint.status).toBe(0);
  }, 60_000);

  it('fails on a document where two operations share an operationId', async () => {
    const broken = structuredClone(document);
    const services = broken.paths?.['/api/services'];
    if (!services?.get || !services.post)
      throw new Error('the services list and create calls are documented');
    services.post.operationId = services.get.operationId;
    const lint = lintOpenApi(await written('duplicate-operation-id.json', broken));
    expect(lint.output).toContain('operation-operationId-unique');
    expect(lint.status).not.toBe(0);
  }, 60_000);
});
