import type { DemoRecord } from '@/server/demo/markers';

export const banners: DemoRecord[] = [
  {
    title: 'Free site survey this month',
    text: 'Book a free on-site security assessment anywhere in Los Angeles County.',
    link: '/free-quote',
    placement: 'all',
  },
];
