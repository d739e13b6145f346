import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingLogger } from './support/log-capture';
import { createTestContext, type TestContext } from './support/test-app';
import { testEngine } from './support/test-database';

/**
 * The line the API logs for every request: its method, path, status and id. A private link's token
 * (a booked survey's) is cut to its first characters, so that whoever reads the log cannot see,
 * move or cancel the survey.
 */

const { logger, entries } = capturingLogger('info');

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ logger });
});
afterAll(() => t.destroy());

/** The request line logged for the answer. */
function lineOf(answer: { headers: Headers }) {
  const requestId = answer.headers.get('x-request-id');
  const line = entries().find((one) => one.msg === 'request' && one.requestId === requestId);
  expect(line, `no request line for ${requestId}`).toBeDefined();
  return line as Record<string, unknown>;
}

describe(`the request log (${testEngine})`, () => {
  it('names the method, the path and the status of each request', async () => {
    const answer = await t.call('/api/health');
    expect(answer.status).toBe(200);
    expect(lineOf(answer)).toMatchObject({ method: 'GET', path: '/api/health', status: 200, level: 30 });
  });

  it("keeps only the first characters of a private link's token, on every route that takes one", async () => {
    const token = 'Q7xW2mZk.9fPr4LtYh0uVb3nEs6cJd1aKo8iGw5';
    for (const [path, method] of [
      [`/api/survey-bookings/${token}`, 'GET'],
      [`/api/survey-bookings/${token}/calendar`, 'GET'],
      [`/api/survey-bookings/${token}/cancel`, 'POST'],
      [`/api/survey-bookings/${token}/reschedule`, 'POST'],
    ] as const) {
      const answer = await t.call(path, { method, json: method === 'POST' ? {} : undefined });
      const line = lineOf(answer);
      expect(line.path).toBe(path.replace(token, 'Q7xW…'));
      expect(JSON.stringify(line)).not.toContain(token.slice(4));
    }
  });
});
