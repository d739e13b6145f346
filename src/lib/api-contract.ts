import type { operations, paths } from './api-types.generated';

/**
 * The types of the API's calls, by operationId, from the types generated from its OpenAPI document
 * (src/lib/api-types.generated.ts): what the admin reads and sends is what the server documents.
 */
export type OperationId = keyof operations;

type JsonContent<Response> = Response extends { content: { 'application/json': infer Body } }
  ? Body
  : undefined;

/** The body a call answers with on success (its 200, else its 201). */
export type ApiAnswer<Id extends OperationId> = operations[Id]['responses'] extends infer Responses
  ? 200 extends keyof Responses
    ? JsonContent<Responses[200]>
    : 201 extends keyof Responses
      ? JsonContent<Responses[201]>
      : undefined
  : never;

/** The query parameters a call takes, all of them as optional as the document says. */
export type ApiQuery<Id extends OperationId> = operations[Id] extends { parameters: { query?: infer Query } }
  ? NonNullable<Query>
  : never;

/** The JSON body a call takes. */
export type ApiRequestBody<Id extends OperationId> = operations[Id] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/* The same types by path, for the client's calls: `apiClient.get('/media/{id}', { path: { id } })`. */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

type DocumentedPath = keyof paths;

/** The documented paths with a `Method` operation, as the client writes them: below `/api`, parameters in braces. */
export type ApiPath<Method extends HttpMethod> = {
  [Path in DocumentedPath]: paths[Path] extends Record<Method, unknown>
    ? Path extends `/api${infer Below}`
      ? Below
      : never
    : never;
}[DocumentedPath];

/** The operation the document describes at `Method` `Path`. */
export type ApiOperation<Method extends HttpMethod, Path extends string> =
  paths[`/api${Path}` & DocumentedPath] extends Record<Method, infer Operation> ? Operation : never;

type SuccessStatus = 200 | 201 | 202 | 204;

type ContentBody<Response> = Response extends { content: infer Content }
  ? [Content] extends [never]
    ? undefined
    : Content extends { 'application/json': infer Body }
      ? Body
      : undefined
  : undefined;

/** What an operation answers on success: one of its documented 2xx bodies (undefined for a 204). */
export type SuccessAnswer<Operation> = Operation extends { responses: infer Responses }
  ? { [Status in keyof Responses & SuccessStatus]: ContentBody<Responses[Status]> }[keyof Responses &
      SuccessStatus]
  : never;

type PathPart<Operation> = Operation extends { parameters: { path: infer Params } }
  ? { path: Params }
  : { path?: never };

type QueryPart<Operation> = Operation extends { parameters: { query: infer Query } }
  ? { query: Query }
  : Operation extends { parameters: { query?: infer Query } }
    ? { query?: Query }
    : { query?: never };

type BodyPart<Operation> = Operation extends { requestBody: { content: { 'application/json': infer Body } } }
  ? { body: Body }
  : Operation extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? { body?: Body }
    : { body?: never };

/** What a call passes: its path parameters, query and JSON body, each required when the document requires it. */
export type ApiCallOptions<Operation> = PathPart<Operation> & QueryPart<Operation> & BodyPart<Operation>;

/** The options argument of a call: optional when nothing in it is required. */
export type ApiCallArguments<Operation> =
  object extends ApiCallOptions<Operation>
    ? [options?: ApiCallOptions<Operation>]
    : [options: ApiCallOptions<Operation>];

/** The documented paths that take a multipart form (an upload). */
export type ApiFormPath = {
  [Path in ApiPath<'post'>]: ApiOperation<'post', Path> extends {
    requestBody: { content: { 'multipart/form-data': unknown } };
  }
    ? Path
    : never;
}[ApiPath<'post'>];
