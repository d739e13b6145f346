import 'server-only';
import { readSettings } from '@/kit/server/settings-store';
import { homepageSettings } from '@/modules/settings/homepage';
import type { Database } from '../db/engine';

/**
 * The name e-mails go out under, in their header bar and at their foot: the business name of the
 * Home page settings, or else the site's host name.
 */
export async function mailBrand(database: Database, publicUrl: string): Promise<string> {
  const { presented } = await readSettings(database, homepageSettings);
  const name = typeof presented.siteName === 'string' ? presented.siteName.trim() : '';
  return name || new URL(publicUrl).host;
}
