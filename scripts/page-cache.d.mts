type Headers = Record<string, string | string[] | number | undefined>;

export const NEXT_DYNAMIC_CACHE_CONTROL: string;
export const CACHED_PAGE_CACHE_CONTROL: string;
export const PAGE_CACHE_REGISTRY: symbol;

export function pageCacheKey(request: {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}): { key: string } | { redirect: string } | { bypass: string };
export function storability(response: {
  status: number;
  headers: Headers;
}): { storable: true } | { storable: false; reason: string };
export function etagOf(body: Buffer | string): string;
export function matchesEtag(ifNoneMatch: string | string[] | undefined, etag: string): boolean;
export function preferredEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | 'identity';

export interface CachedPage {
  status: number;
  headers: Record<string, string | string[] | number>;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  storedAt: number;
  size: number;
  [extra: string]: unknown;
}

export class PageStore {
  constructor(options?: { maxEntries?: number; maxBytes?: number; maxAgeMs?: number; now?: () => number });
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly maxAgeMs: number;
  bytes: number;
  generation: number;
  readonly size: number;
  get(key: string): CachedPage | undefined;
  set(key: string, page: Omit<CachedPage, 'storedAt' | 'size'>, generation: number): boolean;
  delete(key: string): void;
  purge(): void;
}

export class PurgeSchedule {
  constructor(
    purge: (reason: string) => void,
    clock?: {
      now?: () => number;
      setTimer?: (fn: () => void, ms: number) => unknown;
      clearTimer?: (timer: unknown) => void;
    },
  );
  add(at: Date | number): void;
  pending(): number[];
  fire(): void;
}
