'use client';

import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { API_BASE_URL, getAccessToken } from '@/lib/api-client';
import { businessToday } from '@/lib/calendar-dates';
import type { AnyModule } from '@/modules/kit/define-module';

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
      const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ''));
      const response = await fetch(`${API_BASE_URL}/${module.key}/export.csv?${search}`, {
        headers: { Authorization: `Bearer ${getAccessToken() ?? ''}` },
      });
      if (!response.ok) throw new Error(`The export failed (${response.status})`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `${module.key}-${businessToday()}.csv`;
      link.click();
      URL.revokeObjectURL(url);
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
