import type { Locale } from '@/kit/locales';

/** Each platform's name, by its key; a platform not named here is shown as its key. */
type PlatformNames = Record<string, string>;

const englishPlatforms: PlatformNames = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X (Twitter)',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  yelp: 'Yelp',
  google: 'Google Business Profile',
  nextdoor: 'Nextdoor',
};

/** How the footer's profile links are named to people (each link's accessible name). */
const en = {
  platforms: englishPlatforms,
  onPlatform: (siteName: string, platform: string) => `${siteName} on ${platform}`,
};

export type SocialWords = typeof en;

const es: SocialWords = {
  // The brands keep their names; Google's profile is simply "Google" in a Spanish sentence.
  platforms: { ...englishPlatforms, google: 'Google' },
  onPlatform: (siteName, platform) => `${siteName} en ${platform}`,
};

export const SOCIAL_WORDS: Record<Locale, SocialWords> = { en, es };
