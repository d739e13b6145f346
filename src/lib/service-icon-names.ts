/**
 * The icons the public site draws for services (inline SVG, see `service-icon-paths.tsx` and the site's
 * `Icon.tsx`); the back office offers exactly these in a service's Icon field.
 */
export const ICON_NAMES = [
  'camera',
  'lock',
  'bell',
  'shield',
  'eye',
  'cloud',
  'wifi',
  'tool',
  'door',
  'phone',
  'home',
  'building',
  'key',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/** Words staff may type in a service's Icon field, mapped to the icon that shows them. */
export const ICON_SYNONYMS: Record<string, IconName> = {
  cctv: 'camera',
  video: 'camera',
  cam: 'camera',
  cameras: 'camera',
  'security-camera': 'camera',
  padlock: 'lock',
  access: 'lock',
  'access-control': 'lock',
  alarm: 'bell',
  siren: 'bell',
  alert: 'bell',
  security: 'shield',
  protection: 'shield',
  monitoring: 'eye',
  watch: 'eye',
  view: 'eye',
  storage: 'cloud',
  backup: 'cloud',
  network: 'wifi',
  wireless: 'wifi',
  internet: 'wifi',
  wrench: 'tool',
  tools: 'tool',
  repair: 'tool',
  maintenance: 'tool',
  service: 'tool',
  intercom: 'door',
  doorbell: 'door',
  entry: 'door',
  call: 'phone',
  house: 'home',
  residential: 'home',
  office: 'building',
  commercial: 'building',
  business: 'building',
  keys: 'key',
  fob: 'key',
};

/**
 * The icon for a service's Icon text as staff type it ("camera", "Lock", "fa-bell", "icon-shield",
 * "Access control"); a shield when nothing matches, so every card has one.
 */
export function iconNameOf(text: string | null | undefined): IconName {
  const value = (text ?? '')
    .trim()
    .toLowerCase()
    .replace(/^(fa|fas|far|icon|ti|bi|mdi|lucide)[-_\s]+/, '')
    .replace(/[_\s]+/g, '-');
  if (!value) return 'shield';
  if ((ICON_NAMES as readonly string[]).includes(value)) return value as IconName;
  if (ICON_SYNONYMS[value]) return ICON_SYNONYMS[value];
  for (const word of value.split('-')) {
    if ((ICON_NAMES as readonly string[]).includes(word)) return word as IconName;
    if (ICON_SYNONYMS[word]) return ICON_SYNONYMS[word];
  }
  return 'shield';
}
