/**
 * One corpus of ordinary and hostile requests for the engine comparison: the same records written
 * through the API, then lists searched, sorted, filtered and paged every way a person or a fuzzer
 * may ask, and bodies PostgreSQL refuses where SQLite stores anything.
 */

export interface CorpusRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  json?: unknown;
  /** Sent without the staff token (the public forms). */
  anonymous?: boolean;
}

/** Titles and names where case folding, `%`, `_`, `\` and empty values matter. */
const WORDS = [
  'Überwachung für Büros',
  'überwachung klein',
  'ÜBERWACHUNG GROSS',
  'Straße und STRASSE',
  'İstanbul office',
  'ΣΟΦΙΑ camera ΟΔΟΣ',
  'Ærø ÅSE øst',
  '100% coverage',
  '100 percent',
  'a_b wiring',
  'axb wiring',
  'back\\slash camera',
  'Kelvin \u212A sign',
  'plain camera',
];

const POSTS: Record<string, unknown>[] = WORDS.map((title, index) => ({
  title,
  body: `<p>${title}</p>`,
  excerpt: index % 3 === 0 ? null : `Excerpt ${title.toLowerCase()}`,
  author: index % 4 === 0 ? null : ['Zoë', 'adam', 'Émile'][index % 3],
  status: index % 2 === 0 ? 'published' : 'draft',
  // Only a draft has no publish time: a post published without one is published at the moment it is saved.
  publishedAt:
    index % 5 === 0 && index % 2 === 1 ? null : `2026-0${1 + (index % 9)}-1${index % 10}T10:00:00.000Z`,
  tags: [],
}));

const INQUIRIES: Record<string, unknown>[] = WORDS.map((words, index) => ({
  name: words.slice(0, 30),
  email: `lead${index}@example.com`,
  phone: index % 3 === 0 ? null : `(213) 555-01${String(index).padStart(2, '0')}`,
  service: index % 4 === 0 ? null : ['CCTV installation', 'access control', 'Überwachung'][index % 3],
  message: `Message: ${words}`,
  preferredDate: index % 2 === 0 ? null : `2026-12-${String(10 + index).padStart(2, '0')}`,
  status: ['new', 'contacted', 'won'][index % 3],
}));

const SEARCHES = [
  'überwachung',
  'ÜBERWACHUNG',
  'Überwachung',
  'uberwachung',
  'straße',
  'STRASSE',
  'ß',
  'i',
  'İ',
  'ı',
  'σοφια',
  'ΟΔΟΣ',
  'ς',
  'ærø',
  'åse',
  '%',
  '_',
  '\\',
  '100%',
  'a_b',
  '%_%',
  '\\%',
  'k',
  'K',
  '\u212A',
  "'",
  '"',
  '*',
  '[a]',
  ' camera ',
  '',
  '   ',
  'x'.repeat(600),
  '%00',
  '\u0301',
  '😀',
];

const ODD_QUERIES = [
  'sort=nope',
  'sort=title&order=sideways',
  'order=desc',
  'sort=&order=',
  'page=0',
  'page=-1',
  'page=abc',
  'page=1.5',
  'page=99999',
  'page=1e3',
  'pageSize=0',
  'pageSize=101',
  'pageSize=x',
  'pageSize=3&page=2',
  'pageSize=3&page=5',
  'status=published',
  'status=bogus',
  'status=',
  'unknown=1',
  'q=a&q=b',
  'sort=title&sort=author',
  'ids=1,2,3',
  'ids=0',
  'ids=x',
  'q=%E0%A4%A',
];

function listRequests(module: string, sortable: string[]): CorpusRequest[] {
  const get = (query: string): CorpusRequest => ({ method: 'GET', path: `/api/${module}?${query}` });
  return [
    get(''),
    ...SEARCHES.map((q) => get(`q=${encodeURIComponent(q)}&pageSize=100`)),
    ...sortable.flatMap((column) =>
      ['asc', 'desc'].map((order) => get(`sort=${column}&order=${order}&pageSize=100`)),
    ),
    ...sortable.map((column) => get(`sort=${column}&pageSize=5&page=2`)),
    ...ODD_QUERIES.map(get),
  ];
}

const HOSTILE_TEXTS = ['nul\u0000byte', 'x\udfffy', '\ud800', 'line\r\nbreak', 'x'.repeat(10_000)];
const HOSTILE_DATES = [
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:00:00-05:00',
  '1899-12-31T23:59:59Z',
  '2026-02-30T10:00:00Z',
  'not a date',
  '',
  '2026-06-01',
  '+010000-01-01T00:00:00Z',
];

function hostileWrites(): CorpusRequest[] {
  let count = 0;
  // Each write its own title and address: one stored on one engine only changes no later answer.
  const post = (path: string, json: Record<string, unknown>, anonymous = false): CorpusRequest => {
    count += 1;
    const own =
      path === '/api/subscribers' ? { email: `hostile${count}@example.com` } : { title: `Hostile ${count}` };
    return { method: 'POST', path, json: { ...own, ...json }, anonymous };
  };
  const { title: _title, ...postBody } = POSTS[1];
  return [
    ...HOSTILE_TEXTS.flatMap((text) => [
      post('/api/blogs', { ...postBody, title: text }),
      post('/api/blogs', { ...postBody, author: text }),
      post('/api/blogs', { ...postBody, tags: [text] }),
      post('/api/subscribers', { source: text }, true),
    ]),
    ...HOSTILE_DATES.map((date) => post('/api/blogs', { ...postBody, publishedAt: date })),
    ...HOSTILE_DATES.map((date) => post('/api/inquiries', { ...INQUIRIES[1], preferredDate: date })),
    post('/api/blogs', { ...postBody, title: null }),
    post('/api/blogs', { ...postBody, status: 'Published' }),
    { method: 'POST', path: '/api/blogs', json: [postBody] },
    { method: 'POST', path: '/api/blogs', json: 'just a string' },
    { method: 'PUT', path: '/api/blogs/999999', json: postBody },
    { method: 'GET', path: '/api/blogs/0' },
    { method: 'GET', path: '/api/blogs/abc' },
    { method: 'GET', path: '/api/activity-log?page=0' },
    { method: 'GET', path: '/api/activity-log?pageSize=5&module=blogs' },
    { method: 'GET', path: '/api/media?q=%25' },
  ];
}

/** The records every app gets first, in this order. */
export const SEED: CorpusRequest[] = [
  ...POSTS.map((json): CorpusRequest => ({ method: 'POST', path: '/api/blogs', json })),
  ...INQUIRIES.map((json): CorpusRequest => ({ method: 'POST', path: '/api/inquiries', json })),
];

export function comparisonCorpus(sortable: Record<string, string[]>): CorpusRequest[] {
  return [
    ...Object.entries(sortable).flatMap(([module, columns]) => listRequests(module, columns)),
    ...hostileWrites(),
    // The lists again: whatever a hostile write stored shows here.
    ...Object.keys(sortable).map(
      (module): CorpusRequest => ({ method: 'GET', path: `/api/${module}?pageSize=100` }),
    ),
  ];
}
