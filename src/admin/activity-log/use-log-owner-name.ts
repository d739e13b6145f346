'use client';

import { useQuery } from '@tanstack/react-query';
import type { AnyModule } from '@/kit/define-module';
import { apiClient } from '@/lib/api-client';
import type { User } from '@/lib/session';
import { moduleQueryKeys } from '../records/module-api';

const fullName = (person: Record<string, unknown> | User) =>
  `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() || String(person.email ?? '');

/**
 * The name of the user whose log is shown: the signed-in user's own, or (administrators only, since
 * only they may read others' logs) read from the Users module. Null until known, when not found, and
 * for the whole site's log.
 */
export function useLogOwnerName(
  userId: number | null,
  signedIn: User | null,
  accounts: AnyModule,
): { name: string | null; missing: boolean } {
  const isSelf = userId !== null && signedIn?.id === userId;
  const record = useQuery({
    queryKey: moduleQueryKeys.record(accounts, userId ?? 0),
    queryFn: async () => (await apiClient.get('/users/{id}', { path: { id: userId ?? 0 } })).data,
    // The whole site's log (no user) has no owner to name.
    enabled: userId !== null && !isSelf && signedIn?.role === 'admin',
  });
  if (isSelf && signedIn) return { name: fullName(signedIn), missing: false };
  if (record.data) return { name: fullName(record.data), missing: false };
  return { name: null, missing: record.isError };
}
