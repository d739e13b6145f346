import type { AdminLink } from './admin-links';
import type { Access } from './define-module';
import type { Fields } from './fields';

/**
 * A settings page: one record of fields with no list (home page, about page, analytics code,
 * e-mail). Stored as one row of the `settings` table; read and written at `/api/settings/{key}`.
 */
export interface SettingsDeclaration<F extends Fields = Fields> {
  key: string;
  /** Admin path below /admin: `homepage/settings`, `email`. */
  adminPath: string;
  label: string;
  /** One sentence under the page title: what these settings change. */
  description: string;
  fields: F;
  access: Access;
  /** Its links in the sidebar and on the dashboard. */
  adminLinks: AdminLink[];
  /** Public paths that show these settings: invalidated after every change (`/*`: every page). */
  publicPaths: string[];
  /** The public page that shows these settings (the admin's "View on site"); absent: none. */
  sitePath?: string;
}

export type SettingsDefinition = SettingsDeclaration<Fields>;

/** Keeps the fields' types, so the public site reads typed settings (`SettingsRecordOf`). */
export function defineSettings<F extends Fields>(
  declaration: SettingsDeclaration<F>,
): SettingsDeclaration<F> {
  return declaration;
}
