import { localStorageColorSchemeManager } from '@mantine/core';

/**
 * Where the back office remembers the chosen colour scheme (system, light or dark) in the browser.
 * The layout's script reads the same key before the first paint, so a dark choice never flashes light.
 */
export const COLOR_SCHEME_STORAGE_KEY = 'admin-color-scheme';

/** Until someone chooses, the back office follows the system setting. */
export const DEFAULT_COLOR_SCHEME = 'auto';

export const adminColorSchemeManager = () =>
  localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
