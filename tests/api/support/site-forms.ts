import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { SOCKET_ADDRESS_HEADER } from '@/server/api/client-ip';
import type { TestContext } from './test-app';

/**
 * The site's own form routes (`src/app/(site)/**\/route.ts` that take a POST: the forms that work
 * without JavaScript), called as Next calls them: the exported handler, a Request, its params. A
 * test file that uses them mocks `@/server/api/runtime` so their `serverDependencies` are the test
 * app's (see tests/api/site-forms.test.ts).
 */

type RouteContext = { params: Promise<Record<string, string>> };
type FormHandler = (request: Request, context: RouteContext) => Promise<Response>;

export interface SiteFormRoute {
  /** The route's folder under the site, as Next names it: `/survey/[token]/cancel`. */
  template: string;
  post: FormHandler;
}

const SITE_APP = path.resolve('src/app/(site)/[lang]');

/** Every form route of the site, found on disk: a new one is covered without editing a test. */
export async function siteFormRoutes(): Promise<SiteFormRoute[]> {
  const files = readdirSync(SITE_APP, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts')
    .sort();
  const routes: SiteFormRoute[] = [];
  for (const file of files) {
    const loaded = (await import(path.join(SITE_APP, file))) as { POST?: FormHandler };
    if (!loaded.POST) continue;
    routes.push({ template: `/${path.dirname(file).split(path.sep).join('/')}`, post: loaded.POST });
  }
  return routes;
}

/** The route's address with its bracketed params filled in. */
export const formPath = (route: SiteFormRoute, params: Record<string, string>) =>
  route.template.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));

/** The params Next hands the handler: every bracketed segment gets `token`'s value. */
export const paramsOf = (route: SiteFormRoute, value: string) =>
  Object.fromEntries([...route.template.matchAll(/\[(\w+)\]/g)].map(([, name]) => [name, value]));

/** Posts `body` to the route from `origin`, from the loopback address unless told otherwise. */
export async function postForm(
  route: SiteFormRoute,
  {
    origin,
    params = {},
    body,
    headers = {},
  }: { origin: string; params?: Record<string, string>; body?: BodyInit; headers?: Record<string, string> },
): Promise<Response> {
  const merged = new Headers(headers);
  if (!merged.has(SOCKET_ADDRESS_HEADER)) merged.set(SOCKET_ADDRESS_HEADER, '127.0.0.1');
  const request = new Request(`${origin}${formPath(route, params)}`, {
    method: 'POST',
    headers: merged,
    body,
  });
  return route.post(request, { params: Promise.resolve(params) });
}

/** The free survey times the API offers now, soonest first. */
export async function freeSlots(t: TestContext): Promise<string[]> {
  const answer = await t.call('/api/survey-slots?days=14');
  const days = answer.body.data.days as Array<{ slots: Array<{ startsAt: string }> }>;
  return days.flatMap((day) => day.slots.map((slot) => slot.startsAt));
}

/** A booking as a visitor fills it in (started a minute ago, so never "too fast"). */
export const bookingFields = (surveyStartsAt: string, serial = 0) => ({
  name: 'Rosa Diaz',
  email: `rosa${serial}@example.com`,
  phone: '(213) 555-0101',
  address: '1200 Echo Park Ave, Los Angeles',
  postalCode: '90026',
  formStartedAt: String(Date.now() - 60_000),
  surveyStartsAt,
});

/** Books a survey through the API; its private token. */
export async function bookThroughApi(
  t: TestContext,
  surveyStartsAt: string,
  serial: number,
): Promise<string> {
  const answer = await t.call('/api/survey-bookings', {
    method: 'POST',
    json: { ...bookingFields(surveyStartsAt, serial), formStartedAt: Date.now() - 60_000 },
    ip: `198.51.100.${serial % 250}`,
  });
  if (answer.status !== 201 && answer.status !== 200) throw new Error(`booking refused: ${answer.text}`);
  return answer.body.data.token;
}

/** `maxLength` of every text field of a route's JSON body in the API's OpenAPI document. */
export function textLimits(document: unknown, apiPath: string): Record<string, number> {
  // biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is read loosely.
  const schema = (document as any)?.paths?.[apiPath]?.post?.requestBody?.content?.['application/json']
    ?.schema;
  const limits: Record<string, number> = {};
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  for (const [name, property] of Object.entries<any>(schema?.properties ?? {})) {
    const lengths = [property, ...(property.anyOf ?? [])]
      .map((branch) => branch?.maxLength)
      .filter((length): length is number => typeof length === 'number');
    if (lengths.length) limits[name] = Math.max(...lengths);
  }
  return limits;
}

/** Pieces text is made of: one-unit, accented, three-byte, two-unit (emoji), joining and URL-ish characters. */
const PIECES = [
  'a',
  'Z',
  '7',
  ' ',
  'é',
  '€',
  '中',
  '😀',
  '👩‍👩‍👧',
  '\u0301',
  '\u200d',
  '\u202e',
  '%',
  '%FF',
  '+',
  '&',
  '=',
  '@',
  '.',
  '\n',
];

/** Text whose UTF-16 length is within two of `limit` either side, an emoji often straddling the limit. */
export const textAround = (limit: number) =>
  fc
    .tuple(
      fc.integer({ min: -2, max: 2 }),
      fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 }),
    )
    .map(([offset, pieces]) => {
      const target = Math.max(0, limit + offset);
      let text = '';
      for (let index = 0; text.length < target; index++) text += pieces[index % pieces.length];
      return text;
    });

/**
 * An address-like text within a few units of `limit`, whose characters after the `@example.co` are
 * emoji or other two-unit characters: for half the shifts one of them straddles the limit.
 */
export const emailAround = (limit: number) =>
  fc
    .tuple(
      fc.integer({ min: -3, max: 0 }),
      fc.integer({ min: 1, max: 3 }),
      fc.constantFrom('😀', '𝒜', '👩‍👩‍👧', '中'),
    )
    .map(([shift, count, tail]) => `${'a'.repeat(limit - 12 + shift)}@example.co${tail.repeat(count)}`);
