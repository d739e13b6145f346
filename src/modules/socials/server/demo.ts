import type { DemoRecord } from '@/server/demo/markers';

export const socials: DemoRecord[] = [
  { platform: 'facebook', url: 'https://www.facebook.com/example-security-la' },
  { platform: 'instagram', url: 'https://www.instagram.com/example-security-la' },
  { platform: 'yelp', url: 'https://www.yelp.com/biz/example-security-la' },
  { platform: 'google', url: 'https://g.page/example-security-la' },
];
