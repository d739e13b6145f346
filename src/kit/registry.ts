import type { AdminLink, DashboardCard, LazyScreen, ToolPage } from './admin-links';
import type { AnyModule } from './define-module';
import type { SettingsDefinition } from './define-settings';

/**
 * What the application is made of: its modules, settings pages and other back-office pages. The app
 * composes one (`src/registry`) and hands it to the engines that need it; no engine imports it.
 */
export interface Registry {
  modules: readonly AnyModule[];
  settingsPages: readonly SettingsDefinition[];
  toolPages: readonly ToolPage[];
  /** Cards the features add to the back office's dashboard, in order. */
  dashboardCards: readonly DashboardCard[];
}

/** The part of a registry a write needs: where the records a reference points at are kept. */
export type ModuleLookup = Pick<Registry, 'modules'>;

export function findModule(registry: ModuleLookup, key: string): AnyModule | undefined {
  return registry.modules.find((module) => module.key === key);
}

export function findSettings(
  registry: Pick<Registry, 'settingsPages'>,
  key: string,
): SettingsDefinition | undefined {
  return registry.settingsPages.find((settings) => settings.key === key);
}

/** A back-office page that is not a module's: its path, who may open it, its menu links and, from a feature, its screen. */
export function staffToolPage(adminPath: string, link: AdminLink, screen?: LazyScreen): ToolPage {
  return { adminPath, access: 'staff', adminLinks: [link], screen };
}
