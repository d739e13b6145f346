import { type QueryParams, requestApi } from '@/lib/api-client';
import type { ListPage } from '@/lib/paged-lists';
import type { IssuedPreviewLink, OpenPreviewLink } from '@/lib/preview-links';
import type { RevisionComparison, RevisionSummary } from '@/lib/trash';
import type { AnyModule, RecordOfModule } from './define-module';

/** A record answer of the API: `{ data }`. */
interface Answer<Data> {
  data: Data;
}

/**
 * What a write of the generic screens sends: the form's values, whose fields are known only at run
 * time; the server validates them with the schema derived from the module's fields.
 */
type WriteBody = Record<string, unknown>;

/**
 * The API calls of one module, for the generic screens (list, form, view, preview links, revisions,
 * reorder) whose paths are built from `module.key` at run time and so cannot be the document's path
 * literals. The answers are typed by the module's record type (`RecordOfModule`), which is inferred
 * from the same field declarations the server's request and response schemas are derived from
 * (kit/schemas.ts), so neither side can change alone; tests/api/generated-client.test.ts holds every
 * module's answers against the OpenAPI document.
 */
export function moduleCalls<M extends AnyModule>(module: M) {
  type Row = RecordOfModule<M>;
  const base = `/${module.key}`;
  // The one place the answer of a run-time path is given its type: see above for why it holds.
  const call = <Result>(method: string, path: string, parts?: { query?: QueryParams; body?: unknown }) =>
    requestApi(method, path, parts) as Promise<Result>;
  const recordPath = (id: number) => `${base}/${id}`;

  return {
    /** A page of records; the query carries paging, search, sort and field filters (`published=true`). */
    list: (query: QueryParams) => call<ListPage<Row>>('GET', base, { query }),
    get: (id: number) => call<Answer<Row>>('GET', recordPath(id)),
    create: (body: WriteBody) => call<Answer<Row>>('POST', base, { body }),
    replace: (id: number, body: WriteBody) => call<Answer<Row>>('PUT', recordPath(id), { body }),
    update: (id: number, body: WriteBody) => call<Answer<Row>>('PATCH', recordPath(id), { body }),
    remove: (id: number) => call<undefined>('DELETE', recordPath(id)),
    /** Saves the module's whole hand-made order: every id, first to last. */
    reorder: (ids: number[]) => call<{ success: true }>('POST', `${base}/reorder`, { body: { ids } }),
    issuePreviewLink: (id: number) =>
      call<Answer<IssuedPreviewLink>>('POST', `${recordPath(id)}/preview-link`, { body: {} }),
    openPreviewLinks: (id: number) =>
      call<Answer<OpenPreviewLink[]>>('GET', `${recordPath(id)}/preview-links`),
    /** Revokes one preview link (`linkId`), or every one of the record without it. */
    revokePreviewLinks: (id: number, linkId?: number) =>
      call<{ success: true; revoked: number }>(
        'DELETE',
        `${recordPath(id)}/preview-links${linkId === undefined ? '' : `/${linkId}`}`,
      ),
    revisions: (id: number) => call<Answer<RevisionSummary[]>>('GET', `${recordPath(id)}/revisions`),
    revision: (id: number, revisionId: number) =>
      call<Answer<RevisionComparison>>('GET', `${recordPath(id)}/revisions/${revisionId}`),
    restoreRevision: (id: number, revisionId: number) =>
      call<Answer<Row>>('POST', `${recordPath(id)}/revisions/${revisionId}/restore`, { body: {} }),
  };
}

/** How many records of the module `moduleKey` match `filters` (from a one-row page). */
export async function countRecords(moduleKey: string, filters: QueryParams): Promise<number> {
  const page = (await requestApi('GET', `/${moduleKey}`, {
    query: { ...filters, page: 1, pageSize: 1 },
  })) as ListPage<unknown>;
  return page.total;
}
