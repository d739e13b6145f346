import 'server-only';
import { type SettingsValues, settingsValues } from '@/site/content';
import { aboutSettings } from '../about';
import { analyticsSettings } from '../analytics';
import { homepageSettings } from '../homepage';

export type BusinessSettings = SettingsValues<typeof homepageSettings>;
export type AboutSettings = SettingsValues<typeof aboutSettings>;

/** The business details (name, phone, address, hours, licence, areas served) and the home page's switches. */
export const siteSettings = () => settingsValues(homepageSettings);
export const aboutPage = () => settingsValues(aboutSettings);
export const analyticsCode = () => settingsValues(analyticsSettings);
