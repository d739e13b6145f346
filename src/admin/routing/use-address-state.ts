'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo } from 'react';
import { sameQuery } from './same-query';

/**
 * One value of a page's state in the address bar: how it reads from its text (undefined for a text
 * it does not take) and what it is when absent.
 */
export interface AddressField<Value extends string | number> {
  read: (text: string) => Value | undefined;
  fallback: Value;
}

/** A page number: 1 or more. */
export const pageNumberField: AddressField<number> = {
  read: (text) => (/^\d{1,6}$/.test(text) && Number(text) >= 1 ? Number(text) : undefined),
  fallback: 1,
};

/** One of `options`, `fallback` when absent. */
export function oneOfField<Value extends string | number>(
  options: readonly Value[],
  fallback: Value,
): AddressField<Value> {
  return { read: (text) => options.find((option) => String(option) === text), fallback };
}

/** A search text, trimmed and at most `max` characters. */
export function textField(max: number): AddressField<string> {
  return { read: (text) => text.trim().slice(0, max), fallback: '' };
}

type Fields<State> = { [Key in keyof State]: AddressField<State[Key] & (string | number)> };

function readState<State>(fields: Fields<State>, params: URLSearchParams): State {
  const state = {} as State;
  for (const key of Object.keys(fields) as Array<keyof State>) {
    const raw = params.get(String(key));
    state[key] = (raw === null ? undefined : fields[key].read(raw)) ?? fields[key].fallback;
  }
  return state;
}

/** The query that says `state`: a value at its fallback left out, as is any parameter the page does not read. */
function queryOf<State>(fields: Fields<State>, state: State): string {
  const next = new URLSearchParams();
  for (const key of Object.keys(fields) as Array<keyof State>) {
    if (state[key] !== fields[key].fallback) next.set(String(key), String(state[key]));
  }
  return next.toString();
}

/**
 * A page's state (its page, page size, a filter, a search) kept in the address bar, as the module
 * lists keep theirs: a reload, Back from what was opened, or a shared link shows the same view.
 * Changes replace the history entry; an address with a value or a parameter the page does not take
 * is corrected to what the page shows.
 */
export function useAddressState<State>(fields: Fields<State>) {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const query = searchParams.toString();
  const state = useMemo(() => readState(fields, new URLSearchParams(query)), [fields, query]);

  const write = useCallback(
    (next: string) => window.history.replaceState(null, '', next ? `${pathname}?${next}` : pathname),
    [pathname],
  );

  const update = useCallback(
    (changes: Partial<State>) => {
      // From the address bar itself: two changes in one tick must not overwrite each other.
      const current = new URLSearchParams(window.location.search);
      write(queryOf(fields, { ...readState(fields, current), ...changes }));
    },
    [fields, write],
  );

  useEffect(() => {
    const params = new URLSearchParams(query);
    const corrected = queryOf(fields, readState(fields, params));
    if (!sameQuery(params, new URLSearchParams(corrected))) write(corrected);
  }, [fields, query, write]);

  return [state, update] as const;
}
