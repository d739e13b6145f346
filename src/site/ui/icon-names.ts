// The service icons are shared with the back office's icon picker, which offers exactly these.
export { ICON_NAMES, type IconName, iconNameOf } from '@/lib/service-icon-names';
