/**
 * The kinds of property a quote request can be for. A file of its own: the public quote form needs
 * the list in the browser without the module's declaration (and the kit) coming along.
 */
export const PROPERTY_TYPES = ['residential', 'commercial', 'industrial', 'multifamily', 'other'] as const;
