'use client';

import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '@/lib/api-client';
import type { AnyModule } from '@/modules/kit/define-module';
import type { BooleanField } from '@/modules/kit/fields';
import { type ModuleRecord, usePatchRecord } from './module-api';
import { recordTitle } from './record-title';

interface BooleanToggleCellProps {
  module: AnyModule;
  record: ModuleRecord;
  name: string;
  field: BooleanField;
}

/** A yes/no column switched right from the list (PATCH of that one field). */
export function BooleanToggleCell({ module, record, name, field }: BooleanToggleCellProps) {
  const patch = usePatchRecord(module);
  // Until the list has refetched, show the value being saved.
  const checked = patch.isPending ? Boolean(patch.variables?.changes[name]) : Boolean(record[name]);

  return (
    <Switch
      checked={checked}
      disabled={patch.isPending}
      aria-label={`${field.label}: ${recordTitle(module, record)}`}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) =>
        patch.mutate(
          { id: record.id, changes: { [name]: event.currentTarget.checked } },
          {
            onError: (error) =>
              notifications.show({
                color: 'red',
                title: `Could not change ${field.label}`,
                message: errorMessage(error),
              }),
          },
        )
      }
    />
  );
}
