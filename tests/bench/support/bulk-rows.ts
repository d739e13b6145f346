import type { Database } from '@/server/db/engine';
import { moduleTables } from '@/server/db/module-tables';
import { engineValues } from '@/server/db/values';

/**
 * Rows for the list benchmark, written straight into the tables in large multi-row inserts (not
 * through the API): blog posts with drafts whose publish time is empty, and inquiries spread over
 * two years with every status. Deterministic, so runs compare.
 */

/** In about one message out of three. */
export const COMMON_TERM = 'camera';
/** In a handful of messages, with a capital non-ASCII letter the search must fold. */
export const RARE_TERM = 'überwachung';

const WORDS = [
  'install',
  'driveway',
  'garage',
  'motion',
  'night',
  'vision',
  'warehouse',
  'office',
  'storefront',
  'monitoring',
  'quote',
  'wiring',
  'doorbell',
  'parking',
  'lot',
  'gate',
  'alarm',
  'recorder',
  'please',
  'call',
  'tomorrow',
  'morning',
  'budget',
  'upgrade',
  'replace',
  'old',
  'system',
  'remote',
  'phone',
];
const STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost', 'spam'];
const PROPERTY_TYPES = ['residential', 'commercial', 'industrial', 'multifamily', 'other', null];
const SERVICES = ['CCTV installation', 'Access control', 'Monitoring', 'Repair', null];
const AUTHORS = ['Ana Ruiz', 'Ben Okafor', 'Chen Li', null];
const DAY_MS = 86_400_000;
const START = Date.parse('2024-06-01T00:00:00Z');

/** A cheap deterministic sequence: the same rows on every run and engine. */
function sequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

function sentence(next: (below: number) => number, words: number) {
  return Array.from({ length: words }, () => WORDS[next(WORDS.length)]).join(' ');
}

async function insertInChunks(database: Database, table: string, rows: Record<string, unknown>[]) {
  const chunk = 1000;
  await database.db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += chunk) {
      await moduleTables(trx)
        .insertInto(table)
        .values(rows.slice(start, start + chunk))
        .execute();
    }
  });
}

export async function insertBlogPosts(database: Database, count: number) {
  const codec = engineValues(database.engine);
  const next = sequence(7);
  const rows = Array.from({ length: count }, (_, index) => {
    const published = next(5) > 0;
    const created = START + index * 3_600_000;
    return {
      title: `${sentence(next, 5)} ${index}`,
      slug: `post-${index}`,
      excerpt: next(4) === 0 ? null : sentence(next, 20),
      body: `<p>${sentence(next, 80)}</p>`,
      author: AUTHORS[next(AUTHORS.length)],
      status: published ? 'published' : 'draft',
      publishedAt: published ? codec.encodeTimestamp(new Date(created + next(30) * DAY_MS)) : null,
      tags: codec.encodeJson([]),
      createdAt: codec.encodeTimestamp(new Date(created)),
      updatedAt: codec.encodeTimestamp(new Date(created + next(10) * DAY_MS)),
    };
  });
  await insertInChunks(database, 'blogs', rows);
}

export async function insertInquiries(database: Database, count: number) {
  const codec = engineValues(database.engine);
  const next = sequence(11);
  const rows = Array.from({ length: count }, (_, index) => {
    const created = START + Math.floor((index * 2 * 365 * DAY_MS) / count);
    const rare = index % 10_000 === 17 ? ` ${RARE_TERM.toUpperCase()} ` : ' ';
    const common = next(3) === 0 ? ` ${COMMON_TERM} ` : ' ';
    return {
      name: `Visitor ${index} ${WORDS[next(WORDS.length)]}`,
      email: `visitor${index}@example.com`,
      phone: next(3) === 0 ? null : `(213) 555-${String(index % 10_000).padStart(4, '0')}`,
      service: SERVICES[next(SERVICES.length)],
      propertyType: PROPERTY_TYPES[next(PROPERTY_TYPES.length)],
      message: `${sentence(next, 12)}${common}${sentence(next, 10)}${rare}${sentence(next, 6)}`,
      address: next(2) === 0 ? null : `${100 + (index % 900)} Main St, Los Angeles`,
      postalCode: next(2) === 0 ? null : `90${String(index % 1000).padStart(3, '0')}`,
      preferredDate: next(2) === 0 ? null : new Date(created + next(60) * DAY_MS).toISOString().slice(0, 10),
      sourcePath: '/free-quote',
      status: STATUSES[next(STATUSES.length)],
      staffNotes: next(10) === 0 ? sentence(next, 8) : null,
      createdAt: codec.encodeTimestamp(new Date(created)),
      updatedAt: codec.encodeTimestamp(new Date(created + next(5) * DAY_MS)),
    };
  });
  await insertInChunks(database, 'inquiries', rows);
}
