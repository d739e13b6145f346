/**
 * The browser's client for the JSON API: fixed base `/api`, JSON bodies, a bounded wait. Once a token
 * is set it rides on every request as a bearer header; the `XSRF-TOKEN` cookie, when present, is
 * echoed in `X-XSRF-TOKEN`, as the old back office's API expected.
 */

import type {
  ApiCallArguments,
  ApiFormPath,
  ApiOperation,
  ApiPath,
  HttpMethod,
  SuccessAnswer,
} from './api-contract';
import type { ApiErrorBody } from './api-error-body';

export const API_BASE_URL = '/api';
export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

/**
 * How long a call may wait for an answer. Without a bound, a request lost on a dead connection (a
 * laptop leaving the Wi-Fi, a sleeping proxy) leaves its button spinning for ever.
 */
export const REQUEST_TIMEOUT_MS = 15_000;
export const OFFLINE_MESSAGE =
  'You are offline. Nothing was sent: check your connection and try again (what you typed is kept).';
export const TIMEOUT_MESSAGE =
  'The server did not answer in time. Check your connection and try again (what you typed is kept).';
export const UNREACHABLE_MESSAGE =
  'The server could not be reached. Check your connection and try again (what you typed is kept).';

const CONNECTION_MESSAGES = new Set([OFFLINE_MESSAGE, TIMEOUT_MESSAGE, UNREACHABLE_MESSAGE]);

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

let accessToken: string | null = null;
let unauthorizedHandler: ((rejectedToken?: string) => void) | null = null;

export function setAccessToken(token: string): void {
  accessToken = token;
}

export function clearAccessToken(): void {
  accessToken = null;
}

export function getAccessToken(): string | null {
  return accessToken;
}

/**
 * Called when a request that carried a token is answered 401, with that token: it is no longer valid.
 * (It may already have been replaced, e.g. by a password change, while the request was under way.)
 */
export function setUnauthorizedHandler(handler: ((rejectedToken?: string) => void) | null): void {
  unauthorizedHandler = handler;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string' &&
    (value as { success?: unknown }).success === false
  );
}

/** The HTTP status of each refusal a call rejected with, beside its body (which stays as the API sent it). */
const refusalStatuses = new WeakMap<object, number>();

/** A refusal's body, remembered with the status it came with. */
function refusal(payload: unknown, status: number): object {
  const body = typeof payload === 'object' && payload !== null ? payload : genericError();
  refusalStatuses.set(body, status);
  return body;
}

/** The HTTP status a call was refused with (404 for a record that is not there); undefined for a failed trip. */
export function refusalStatus(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null ? refusalStatuses.get(error) : undefined;
}

/** The message to show for anything a call rejected with. */
export function errorMessage(error: unknown): string {
  if (isApiErrorBody(error)) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return GENERIC_ERROR_MESSAGE;
}

/**
 * The message for a call made from no form (a list's search or sort, from the address): each
 * refused value named in `names`' words with its reason, where the API's own message points at
 * fields to correct that nobody sees.
 */
export function errorMessageOutsideForms(error: unknown, names: Record<string, string>): string {
  if (!isApiErrorBody(error) || !error.errors) return errorMessage(error);
  return Object.entries(error.errors)
    .map(([field, messages]) => `${names[field] ?? field}: ${messages.join(' ')}`)
    .join(' · ');
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined' || !document.cookie) return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function buildUrl(path: string, params?: object): string {
  const url = `${API_BASE_URL}${path.startsWith('/') ? path : `/${path}`}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as [string, QueryValue][]) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

function buildHeaders(hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  const xsrfToken = readCookie('XSRF-TOKEN');
  if (xsrfToken) headers.set('X-XSRF-TOKEN', xsrfToken);
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const genericError = (): ApiErrorBody => ({ success: false, message: GENERIC_ERROR_MESSAGE });

/** Whether a call failed on the way (offline, timed out, unreachable), so trying again may work. */
export function isConnectionFailure(error: unknown): boolean {
  return isApiErrorBody(error) && CONNECTION_MESSAGES.has(error.message);
}

function connectionError(timedOut: boolean): ApiErrorBody {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const message = offline ? OFFLINE_MESSAGE : timedOut ? TIMEOUT_MESSAGE : UNREACHABLE_MESSAGE;
  return { success: false, message };
}

/** A call's parts once its path is filled in: the query (empty values left out) and the JSON body. */
export interface ApiRequestParts {
  query?: object;
  body?: unknown;
}

/**
 * The transport under every call, answering what the server sent, unchecked. The admin calls it
 * through `apiClient` (typed by the documented paths) or the kit's `moduleApi` (typed by the module's
 * fields); nothing else should.
 */
export async function requestApi(
  method: string,
  path: string,
  parts: ApiRequestParts = {},
): Promise<unknown> {
  const { body, query: params } = parts;
  const hasBody = body !== undefined;
  const headers = buildHeaders(hasBody);
  const controller = new AbortController();
  let timedOut = false;
  // The timer covers the body too: a connection can die between the headers and the last byte.
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(buildUrl(path, params), {
      method,
      headers,
      body: hasBody ? JSON.stringify(body) : undefined,
      signal: controller.signal,
    });
    payload = await readJson(response);
  } catch {
    throw connectionError(timedOut);
  } finally {
    clearTimeout(timer);
  }

  if (response.ok) return payload;

  const sentToken = headers.get('Authorization')?.slice('Bearer '.length);
  if (response.status === 401 && sentToken) unauthorizedHandler?.(sentToken);
  throw refusal(payload, response.status);
}

/**
 * POSTs a multipart form (a file upload) with the same headers and error form as every call;
 * XMLHttpRequest rather than fetch because only it reports upload progress (0 to 1).
 */
function sendForm<Path extends ApiFormPath>(
  path: Path,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<SuccessAnswer<ApiOperation<'post', Path>>> {
  const headers = buildHeaders(false);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    headers.forEach((value, key) => {
      xhr.setRequestHeader(key, value);
    });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(connectionError(false));
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        payload = undefined;
      }
      // The server's answer is the document's: the API tests hold every route's answers against it.
      if (xhr.status >= 200 && xhr.status < 300)
        return resolve(payload as SuccessAnswer<ApiOperation<'post', Path>>);
      if (xhr.status === 401 && headers.has('Authorization')) unauthorizedHandler?.();
      reject(refusal(payload, xhr.status));
    };
    xhr.send(form);
  });
}

/** Puts the path parameters in their braces: `/media/{id}` with `{ id: 3 }` is `/media/3`. */
function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_brace, name: string) => encodeURIComponent(String(params[name])));
}

/**
 * One HTTP method's calls, typed by the OpenAPI document (src/lib/api-types.generated.ts): the path
 * is a documented one, its parameters, query and body are those it documents, and the answer is
 * its documented success body, so a renamed route or a changed answer fails the typecheck here.
 */
function callsOf<Method extends HttpMethod>(method: Method) {
  return <Path extends ApiPath<Method>>(
    path: Path,
    ...[options]: ApiCallArguments<ApiOperation<Method, Path>>
  ): Promise<SuccessAnswer<ApiOperation<Method, Path>>> => {
    const {
      path: pathParams,
      query,
      body,
    } = (options ?? {}) as {
      path?: Record<string, unknown>;
      query?: object;
      body?: unknown;
    };
    const sentBody = method === 'post' ? (body ?? {}) : body;
    // The answer is the document's: the API tests hold every route's answers against it.
    return requestApi(method.toUpperCase(), fillPath(path, pathParams), { query, body: sentBody }) as Promise<
      SuccessAnswer<ApiOperation<Method, Path>>
    >;
  };
}

export const apiClient = {
  sendForm,
  get: callsOf('get'),
  post: callsOf('post'),
  put: callsOf('put'),
  patch: callsOf('patch'),
  del: callsOf('delete'),
};
