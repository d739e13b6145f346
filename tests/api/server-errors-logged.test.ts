import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingLogger } from './support/log-capture';
import { createTestContext, type TestContext } from './support/test-app';
import { testEngine } from './support/test-database';

/**
 * Every answer of 500 or more from the API is logged with the request id the client is told, so the
 * line of a failure a visitor reports can be found. (The production server logs every 5xx of any
 * page with the same id: tests/unit/malformed-addresses.test.ts.)
 */

const { logger, lines, entries } = capturingLogger('info');

let failure: Error;
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    logger,
    database: async () => {
      throw failure;
    },
  });
});
afterAll(() => t.destroy());

describe(`answers of 500 or more (${testEngine})`, () => {
  it.each([
    ['a bug', () => new Error('boom'), 500, 50],
    [
      'the database down',
      () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      503,
      40,
    ],
  ])('with %s are logged with the request id the answer names', async (_, makeError, status, level) => {
    failure = makeError();
    for (const sentId of [undefined, 'report-4711-abcdef']) {
      lines.length = 0;
      const answer = await t.call('/api/survey-slots', {
        headers: sentId ? { 'x-request-id': sentId } : {},
      });
      expect(answer.status).toBe(status);
      const requestId = answer.headers.get('x-request-id');
      expect(requestId).toMatch(/^[\w-]{8,64}$/);
      if (sentId) expect(requestId).toBe(sentId);
      expect(entries()).toContainEqual(expect.objectContaining({ requestId, level }));
      expect(entries()).toContainEqual(expect.objectContaining({ requestId, status, msg: 'request' }));
    }
  });
});
