import type { DemoRecord } from '@/server/demo/markers';

/** Newsletter sign-ups from the footer form (example.com addresses: nobody is ever e-mailed). */
export const subscribers: DemoRecord[] = [
  { email: 'maria.g@example.com', source: 'footer form' },
  { email: 'david.k@example.com', source: 'footer form' },
  { email: 'priya.s@example.com', source: 'blog' },
  { email: 'marcus.t@example.com', source: 'footer form', status: 'unsubscribed' },
  { email: 'office@harbor-property.example.com', source: 'free-quote page' },
];
