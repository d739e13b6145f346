'use client';

import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { AnyModule } from '@/kit/define-module';
import { downloadCsv } from './download-csv';

interface ExportCsvButtonProps {
  module: AnyModule;
  /** The list's search and filters: the file holds what the list shows, every page of it. */
  query: Record<string, string>;
}

/** Downloads `/api/{key}/export.csv` with the signed-in user's token. */
export function ExportCsvButton({ module, query }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadCsv(module, query);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Could not export',
        message: String((error as Error).message),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      loading={busy}
      onClick={download}
      leftSection={<IconDownload size={16} aria-hidden />}
    >
      Export CSV
    </Button>
  );
}
