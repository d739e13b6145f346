import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  apiClient,
  clearAccessToken,
  errorMessage,
  GENERIC_ERROR_MESSAGE,
  isConnectionFailure,
  OFFLINE_MESSAGE,
  REQUEST_TIMEOUT_MS,
  refusalStatus,
  setAccessToken,
  setUnauthorizedHandler,
  TIMEOUT_MESSAGE,
  UNREACHABLE_MESSAGE,
} from '@/lib/api-client';

type FetchArgs = [string, RequestInit];

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

let fetchMock: ReturnType<typeof vi.fn>;

function lastCall(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.calls.at(-1) as FetchArgs;
  return { url, init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  fetchMock = vi.fn(async () => jsonResponse(200, { ok: true }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  clearAccessToken();
  setUnauthorizedHandler(null);
  vi.unstubAllGlobals();
});

describe('apiClient requests', () => {
  it('calls the /api base with query parameters, leaving out empty ones', async () => {
    await apiClient.get('/services', {
      query: { page: 2, pageSize: 20, q: '', published: 'true', sort: undefined },
    });
    const { url, init } = lastCall();
    expect(url).toBe('/api/services?page=2&pageSize=20&published=true');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('sends JSON bodies with a JSON content type', async () => {
    await apiClient.post('/auth/login', { body: { email: 'a@b.co', password: 'secret' } });
    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.co', password: 'secret' }));
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no Authorization header until a token is set, then a bearer header on every call', async () => {
    await apiClient.get('/services');
    expect(lastCall().headers.has('Authorization')).toBe(false);

    setAccessToken('abc.def.ghi');
    await apiClient.get('/services');
    expect(lastCall().headers.get('Authorization')).toBe('Bearer abc.def.ghi');
    await apiClient.put('/services/{id}', { path: { id: 1 }, body: { title: 'x', summary: 'y' } });
    expect(lastCall().headers.get('Authorization')).toBe('Bearer abc.def.ghi');

    clearAccessToken();
    await apiClient.get('/services');
    expect(lastCall().headers.has('Authorization')).toBe(false);
  });

  it('echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN only when the cookie exists', async () => {
    await apiClient.get('/services');
    expect(lastCall().headers.has('X-XSRF-TOKEN')).toBe(false);

    vi.stubGlobal('document', { cookie: 'theme=dark; XSRF-TOKEN=token%3D1; other=2' });
    await apiClient.patch('/services/{id}', { path: { id: 1 }, body: { published: false } });
    expect(lastCall().headers.get('X-XSRF-TOKEN')).toBe('token=1');
  });

  it('resolves with the parsed body, or undefined for an empty 204', async () => {
    await expect(apiClient.get('/services')).resolves.toEqual({ ok: true });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiClient.del('/services/{id}', { path: { id: 1 } })).resolves.toBeUndefined();
    expect(lastCall().init.method).toBe('DELETE');
    expect(lastCall().url).toBe('/api/services/1');
  });
});

describe('apiClient failures', () => {
  it("rejects with the server's JSON body when there is one", async () => {
    const body = { success: false, message: 'Slug is taken', errors: { slug: ['Slug is taken'] } };
    fetchMock.mockResolvedValueOnce(jsonResponse(409, body));
    await expect(apiClient.post('/services', { body: { title: 'x', summary: 'y' } })).rejects.toEqual(body);
  });

  it('tells the status a call was refused with, and none for a trip that failed', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { success: false, message: 'Inquiry not found' }));
    const missing = await apiClient.get('/inquiries/{id}', { path: { id: 999999 } }).catch((error) => error);
    expect(missing).toEqual({ success: false, message: 'Inquiry not found' });
    expect(refusalStatus(missing)).toBe(404);
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(refusalStatus(await apiClient.get('/services').catch((error) => error))).toBe(502);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(refusalStatus(await apiClient.get('/services').catch((error) => error))).toBeUndefined();
  });

  it("rejects with 'Something went wrong' when the body is not JSON", async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiClient.get('/services')).rejects.toEqual({
      success: false,
      message: 'Something went wrong',
    });
  });

  it('rejects with a retryable message when the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const failure = await apiClient.get('/services').catch((error: unknown) => error);
    expect(failure).toEqual({ success: false, message: UNREACHABLE_MESSAGE });
    expect(isConnectionFailure(failure)).toBe(true);
  });

  it('says the browser is offline when it is', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(
      apiClient.put('/services/{id}', { path: { id: 1 }, body: { title: 'x', summary: 'y' } }),
    ).rejects.toEqual({
      success: false,
      message: OFFLINE_MESSAGE,
    });
  });

  it('gives up on a call with no answer after the time-out, with a retryable message', async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockImplementationOnce(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const failure = apiClient
        .post('/services', { body: { title: 'x', summary: 'y' } })
        .catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(lastCall().init.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await failure).toEqual({ success: false, message: TIMEOUT_MESSAGE });
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a definite answer from the server out of the connection failures', () => {
    expect(isConnectionFailure({ success: false, message: GENERIC_ERROR_MESSAGE })).toBe(false);
    expect(isConnectionFailure({ success: false, message: 'Title is required' })).toBe(false);
  });

  it('reports a 401 to the unauthorized handler only when a token was sent', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const body = { success: false, message: 'Invalid email or password' };

    fetchMock.mockResolvedValueOnce(jsonResponse(401, body));
    await expect(
      apiClient.post('/auth/login', { body: { email: 'a@b.co', password: 'wrong' } }),
    ).rejects.toEqual(body);
    expect(onUnauthorized).not.toHaveBeenCalled();

    setAccessToken('expired.token.value');
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { success: false, message: 'Unauthorized' }));
    await expect(apiClient.get('/services')).rejects.toMatchObject({ message: 'Unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('tells the unauthorized handler which token was refused', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    setAccessToken('first.token.value');
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const pending = apiClient.get('/services');
    // The token is replaced while the request is under way; the 401 still names the token it carried.
    setAccessToken('second.token.value');
    answer(jsonResponse(401, { success: false, message: 'Unauthorized' }));
    await expect(pending).rejects.toMatchObject({ message: 'Unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledWith('first.token.value');
  });
});

describe('errorMessage', () => {
  it('takes the message of an API error body or an Error, else the generic text', () => {
    expect(errorMessage({ success: false, message: 'Not found' })).toBe('Not found');
    expect(errorMessage(new Error('Boom'))).toBe('Boom');
    expect(errorMessage('???')).toBe(GENERIC_ERROR_MESSAGE);
  });
});

describe('apiClient types', () => {
  it('takes only documented paths, with their parameters and bodies, and answers their types', async () => {
    const typeChecks = async () => {
      // @ts-expect-error: no such route
      await apiClient.get('/servicez');
      // @ts-expect-error: the path parameter is required
      await apiClient.get('/media/{id}');
      // @ts-expect-error: the alt text is a string
      await apiClient.patch('/media/{id}', { path: { id: 1 }, body: { alt: 3 } });
      // @ts-expect-error: POST is not documented on a record
      await apiClient.post('/media/{id}', { path: { id: 1 } });
      const item = await apiClient.get('/media/{id}', { path: { id: 1 } });
      expectTypeOf(item.data.alt).toEqualTypeOf<string>();
      expectTypeOf(await apiClient.del('/media/{id}', { path: { id: 1 } })).toEqualTypeOf<undefined>();
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});
