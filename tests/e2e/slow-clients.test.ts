import { describe, expect, inject, it } from 'vitest';
import { answerToRawRequest } from '../support/raw-request';
import { openSlowBodies, responsiveness } from '../support/slow-bodies';

/**
 * A client that sends its headers and then trickles its body delays only itself: 150 of them do not
 * slow the health check or an uncached page for anyone else, and each is answered 408 once its body
 * stops arriving. `npm run bench` prints the same figures for both engines.
 */

const baseUrl = inject('baseUrl');
const SLOW_CLIENTS = 150;
/** The server's pause limit for a body (scripts/request-body.ts), and a margin for a busy machine. */
const BODY_IDLE_TIMEOUT_MS = 10_000;

const { hostname, port } = new URL(baseUrl);
const rawAnswer = (bytes: string) => answerToRawRequest({ host: hostname, port }, bytes);

describe('slow request bodies', () => {
  it(`${SLOW_CLIENTS} bodies that stop after one byte delay nobody else, and are answered 408`, async () => {
    const quiet = await responsiveness(baseUrl);
    const slow = await openSlowBodies(baseUrl, SLOW_CLIENTS);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const loaded = await responsiveness(baseUrl);
      console.log(
        `slow bodies: health ${quiet.healthMs} -> ${loaded.healthMs} ms, uncached page ${quiet.uncachedPageMs} -> ${loaded.uncachedPageMs} ms with ${SLOW_CLIENTS} trickling`,
      );
      // Before, 150 such clients held every processing slot: 5-10 s for the health check, up to 15 s
      // for a page. Now nothing waits for them (bounds generous for a busy machine).
      expect(loaded.healthMs).toBeLessThan(quiet.healthMs + 1_500);
      expect(loaded.uncachedPageMs).toBeLessThan(quiet.uncachedPageMs + 3_000);
      const deadline = Date.now() + BODY_IDLE_TIMEOUT_MS + 10_000;
      while (Date.now() < deadline && slow.answers.some((answer) => answer === '')) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(slow.answers.filter((answer) => answer.startsWith('HTTP/1.1 408'))).toHaveLength(SLOW_CLIENTS);
      expect(slow.answers[0]).toContain('"success":false');
      // With the site's headers and the request's id, as every answer of the API.
      expect(slow.answers[0].toLowerCase()).toContain('x-content-type-options: nosniff');
      expect(slow.answers[0].toLowerCase()).toMatch(/x-request-id: [\w-]{8,}/);
    } finally {
      slow.close();
    }
  }, 60_000);

  it('a body larger than any the site accepts is refused at once with 413, before it is sent', async () => {
    const answer = await rawAnswer(
      `POST /api/media HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n--x`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"success":false');
  });

  it('a form sent to a page with more than 1 MB is refused with 413, not failed by the page with a 500', async () => {
    const under = new FormData();
    under.set('message', 'x'.repeat(900 * 1024));
    // Under the limit the page answers the post itself (a form it does not know: not a 500 either).
    const answered = await fetch(`${baseUrl}/free-quote`, { method: 'POST', body: under });
    expect(answered.status).toBeLessThan(500);
    const answer = await rawAnswer(
      `POST /free-quote HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${1100 * 1024}\r\n\r\n--x`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('{"success":false,"message":"Request body is too large (at most 1 MB)"}');
  });

  it('a body that arrives in pieces, slowly but steadily, is read whole and answered', async () => {
    const inquiry = JSON.stringify({
      name: 'Slow Sender',
      email: 'slow.sender@example.com',
      message: 'Sent over a poor mobile connection, a few bytes at a time.',
      website: '',
    });
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const bytes = new TextEncoder().encode(inquiry);
        for (let index = 0; index < bytes.length; index += 40) {
          controller.enqueue(bytes.slice(index, index + 40));
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        controller.close();
      },
    });
    const response = await fetch(`${baseUrl}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status, await response.clone().text()).toBe(201);
  });
});
