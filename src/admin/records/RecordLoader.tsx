'use client';

import { Alert, Button, Center, Group, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from '@/admin/routing/link';
import type { AnyModule } from '@/kit/define-module';
import { inSentence } from '@/kit/label-words';
import { errorMessage, refusalStatus } from '@/lib/api-client';
import { modulePaths } from '../routing/resolve-admin-route';
import { type ModuleRecord, useModuleRecord } from './module-api';

interface RecordLoaderProps {
  module: AnyModule;
  id: number;
  children: (record: ModuleRecord) => ReactNode;
}

/** Loads one record; shows a spinner, or the failure with a way back, until it is there. */
export function RecordLoader({ module, id, children }: RecordLoaderProps) {
  const query = useModuleRecord(module, id);

  if (query.isPending) {
    return (
      <Center py={80} role="status">
        <Loader aria-label={`Loading ${inSentence(module.label.singular)}`} />
      </Center>
    );
  }
  if (query.isError && refusalStatus(query.error) === 404) {
    return (
      <Alert
        color="gray"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={`No such ${inSentence(module.label.singular)}`}
      >
        {`This ${inSentence(module.label.singular)} does not exist, or it was deleted${module.trash ? ' (deleted ones wait in the trash for 30 days)' : ''}.`}
        <Group mt="md" gap="sm">
          <Button size="xs" variant="default" component={Link} href={modulePaths.list(module)}>
            Back to {inSentence(module.label.plural)}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (query.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={`Could not open this ${inSentence(module.label.singular)}`}
      >
        {errorMessage(query.error)}
        <Group mt="md" gap="sm">
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            Try again
          </Button>
          <Button size="xs" variant="default" component={Link} href={modulePaths.list(module)}>
            Back to {inSentence(module.label.plural)}
          </Button>
        </Group>
      </Alert>
    );
  }
  return children(query.data);
}
