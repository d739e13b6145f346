'use client';

import type { AnyModule } from '@/kit/define-module';
import { API_BASE_URL, getAccessToken } from '@/lib/api-client';
import { businessToday } from '@/lib/calendar-dates';

/**
 * Downloads `/api/{key}/export.csv` with the signed-in user's token: the records matching `query`
 * (the list's search and filters, or `ids`). Throws when the export fails.
 */
export async function downloadCsv(module: AnyModule, query: Record<string, string>) {
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
}
