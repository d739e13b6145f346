'use client';

import { useCallback } from 'react';
import type { AnyModule } from '@/kit/define-module';
import { useSession } from '../session/session-context';

/** What the signed-in user may not do to one record, with why: the admin does not offer it. */
export interface RecordLimits {
  /** Why the record cannot be deleted, when it cannot. */
  deleteRefused: string | null;
  /** Fields that cannot be changed, each with why. */
  lockedFields: Record<string, string>;
}

const NO_LIMITS: RecordLimits = { deleteRefused: null, lockedFields: {} };

/** The limits of a module's records for the signed-in user (their own account, see `ownRecord`). */
export function useRecordLimits(module: AnyModule): (record: { id: number } | undefined) => RecordLimits {
  const { user } = useSession();
  return useCallback(
    (record) => {
      const own = module.ownRecord;
      if (!own || !record || !user || record.id !== user.id) return NO_LIMITS;
      return {
        deleteRefused: own.reason,
        lockedFields: Object.fromEntries(own.lockedFields.map((name) => [name, own.reason])),
      };
    },
    [module, user],
  );
}
