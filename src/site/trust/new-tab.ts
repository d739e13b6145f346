/** Said after the name of a link that opens in a new tab, so nobody is surprised by it. */
export const NEW_TAB_NOTE = ' (opens in a new tab)';
