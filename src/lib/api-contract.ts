import type { operations } from './api-types.generated';

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

/** The JSON body a call takes. */
export type ApiRequestBody<Id extends OperationId> = operations[Id] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
