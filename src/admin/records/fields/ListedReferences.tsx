'use client';

import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { AnyModule } from '@/kit/define-module';
import type { ModuleRecord } from '../module-api';

/** Referenced module key → the ids the rows on screen point at, sorted and without repeats. */
type ReferencedIds = ReadonlyMap<string, readonly number[]>;

const ListedReferencesContext = createContext<ReferencedIds>(new Map());

function referencedIds(module: AnyModule, records: readonly ModuleRecord[]): ReferencedIds {
  const byModule = new Map<string, Set<number>>();
  for (const name of module.listColumns) {
    const field = module.fields[name];
    if (field?.kind !== 'reference') continue;
    const ids = byModule.get(field.module) ?? new Set<number>();
    for (const record of records) if (typeof record[name] === 'number') ids.add(record[name]);
    byModule.set(field.module, ids);
  }
  return new Map([...byModule].map(([key, ids]) => [key, [...ids].sort((a, b) => a - b)]));
}

/**
 * The records one page of a list refers to, by referenced module, for its reference cells: each
 * referenced module's records are then read in one call (`ids=`), whatever the number of rows.
 */
export function ListedReferences({
  module,
  records,
  children,
}: {
  module: AnyModule;
  records: readonly ModuleRecord[];
  children: ReactNode;
}) {
  const ids = useMemo(() => referencedIds(module, records), [module, records]);
  return <ListedReferencesContext.Provider value={ids}>{children}</ListedReferencesContext.Provider>;
}

/** The ids of `moduleKey` that the list on screen refers to, if any. */
export function useListedReferenceIds(moduleKey: string): readonly number[] | undefined {
  return useContext(ListedReferencesContext).get(moduleKey);
}
