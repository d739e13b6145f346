import 'server-only';
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/engine';
import type { ApiEnv } from './context';

/** At most this old, however quiet the database: some facts in an answer are read off the clock. */
const MAX_AGE_MS = 2_000;
/** Bytes of answers kept per database, and the largest single answer kept. */
const MAX_BYTES = 4 * 1024 * 1024;
const MAX_ANSWER_BYTES = 256 * 1024;

/** What `c.json(value, 200)` returns: the route's typed answer. */
type JsonAnswer<T> = Response & TypedResponse<JSONParsed<T>, 200, 'json'>;

interface KeptAnswer {
  /** The database's change mark read before the answer was made. */
  mark: string;
  /** The JSON as UTF-8, encoded once rather than on every answer. */
  body: Uint8Array;
}

const answersByDatabase = new WeakMap<Database, LRUCache<string, KeptAnswer>>();

function answersOf(database: Database): LRUCache<string, KeptAnswer> {
  let answers = answersByDatabase.get(database);
  if (!answers) {
    answers = new LRUCache({
      max: 500,
      maxSize: MAX_BYTES,
      sizeCalculation: (answer) => Math.max(answer.body.byteLength, 1),
      ttl: MAX_AGE_MS,
    });
    answersByDatabase.set(database, answers);
  }
  return answers;
}

/**
 * A staff read's JSON answer (a list, a record), made by `make`, or the same call's answer made
 * before when nothing can have been written since: the database's change mark (SQLite's; see
 * `Database.changeMark`) is read before the answer is made, and an answer is taken again only while
 * the mark is unchanged, for two seconds at most. Keyed by the role and the whole address, query and
 * all; the caller has already authenticated the request and checked its access. On PostgreSQL, whose
 * other instances write unseen, every answer is made afresh.
 */
export async function keptJsonAnswer<T>(c: Context<ApiEnv>, make: () => Promise<T>): Promise<JsonAnswer<T>> {
  const database = await c.get('deps').database();
  const mark = database.changeMark?.();
  if (mark === undefined) return c.json(await make(), 200) as JsonAnswer<T>;
  const url = c.req.url;
  const key = `${c.get('user').role} ${url.slice(url.indexOf('/', url.indexOf('//') + 2))}`;
  const answers = answersOf(database);
  const kept = answers.get(key);
  if (kept?.mark === mark) return jsonText<T>(c, kept.body);
  const body = Buffer.from(JSON.stringify(await make()));
  if (body.byteLength <= MAX_ANSWER_BYTES) answers.set(key, { mark, body });
  return jsonText<T>(c, body);
}

/** JSON already serialised, answered as `c.json` answers it (its type says what was serialised). */
function jsonText<T>(c: Context<ApiEnv>, body: Uint8Array): JsonAnswer<T> {
  return c.body(body as Uint8Array<ArrayBuffer>, 200, {
    'content-type': 'application/json',
  }) as unknown as JsonAnswer<T>;
}
