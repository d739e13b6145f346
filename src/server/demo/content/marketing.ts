import { type DemoRecord, logo, scene } from '../markers';

export const sliders: DemoRecord[] = [
  {
    title: 'Security cameras installed right, the first time',
    subtitle: '4K cameras, hidden cabling and phone viewing for LA homes and businesses.',
    imageId: scene('house', 0, 'Home protected by security cameras at dusk'),
    buttonText: 'Get a free quote',
    buttonLink: '/free-quote',
  },
  {
    title: 'Protect your business around the clock',
    subtitle: 'Cameras, access control and live remote monitoring from one local team.',
    imageId: scene('office', 2, 'Office building with cameras and access control'),
    buttonText: 'See business packages',
    buttonLink: '/cctv-packages',
  },
];

export const banners: DemoRecord[] = [
  {
    title: 'Free site survey this month',
    text: 'Book a free on-site security assessment anywhere in Los Angeles County.',
    link: '/free-quote',
    placement: 'all',
  },
];

export const reviews: DemoRecord[] = [
  {
    author: 'Maria G.',
    location: 'Silver Lake',
    rating: 5,
    text: 'The crew installed eight cameras in one day and you cannot see a single cable. The app works perfectly.',
    source: 'google',
    reviewedAt: '2026-09-14',
  },
  {
    author: 'David K.',
    location: 'Downtown LA',
    rating: 5,
    text: 'They replaced our old DVR system for our restaurant. Clear night video and great follow-up service.',
    source: 'yelp',
    reviewedAt: '2026-08-02',
  },
  {
    author: 'Priya S.',
    location: 'Pasadena',
    rating: 5,
    text: 'Honest quote, on time, and they explained everything. Highly recommend for any homeowner.',
    source: 'google',
    reviewedAt: '2026-07-21',
  },
  {
    author: 'Marcus T.',
    location: 'Long Beach',
    rating: 4,
    text: 'Great access control install for our office. Scheduling took a week, but the work was excellent.',
    source: 'direct',
    reviewedAt: '2026-06-30',
  },
];

const brands = ['Harbor Property Group', 'Sunset Dental', 'Eastside Auto', 'Crescent Apartments'];
export const clients: DemoRecord[] = brands.map((name, index) => ({
  name,
  logoId: logo(index, `${name} logo`),
}));

const partnerNames = ['Axis Communications', 'Hikvision', 'Hanwha Vision', 'Alarm.com'];
export const partners: DemoRecord[] = partnerNames.map((name, index) => ({
  name,
  logoId: logo(index + 4, `${name} logo`),
}));

export const socials: DemoRecord[] = [
  { platform: 'facebook', url: 'https://www.facebook.com/example-security-la' },
  { platform: 'instagram', url: 'https://www.instagram.com/example-security-la' },
  { platform: 'yelp', url: 'https://www.yelp.com/biz/example-security-la' },
  { platform: 'google', url: 'https://g.page/example-security-la' },
];

export const portfolios: DemoRecord[] = [
  {
    title: 'Hillside home in Silver Lake',
    location: 'Silver Lake',
    category: 'residential',
    description:
      '<p>Eight 4K cameras and a video doorbell with concealed wiring on a three-level hillside home.</p>',
    imageIds: [scene('house', 1, 'Hillside home in Silver Lake with cameras')],
    completedAt: '2026-09-10',
    featured: true,
  },
  {
    title: 'Office tower lobby in Downtown LA',
    location: 'Downtown Los Angeles',
    category: 'commercial',
    description: '<p>Access control on 14 doors and 32 cameras with a central monitoring desk.</p>',
    imageIds: [scene('office', 0, 'Downtown office tower')],
    completedAt: '2026-07-28',
    featured: true,
  },
  {
    title: 'Distribution warehouse in Vernon',
    location: 'Vernon',
    category: 'industrial',
    description:
      '<p>PTZ and license-plate cameras covering docks and yard, with after-hours live monitoring.</p>',
    imageIds: [scene('warehouse', 3, 'Warehouse in Vernon')],
    completedAt: '2026-05-16',
  },
  {
    title: '120-unit apartment community in Koreatown',
    location: 'Koreatown',
    category: 'multifamily',
    description:
      '<p>Video intercoms, fob access and 40 cameras across garage, mailroom and common areas.</p>',
    imageIds: [scene('apartments', 0, 'Apartment community in Koreatown')],
    completedAt: '2026-03-02',
    featured: true,
  },
];

/** Newsletter sign-ups from the footer form (example.com addresses: nobody is ever e-mailed). */
export const subscribers: DemoRecord[] = [
  { email: 'maria.g@example.com', source: 'footer form' },
  { email: 'david.k@example.com', source: 'footer form' },
  { email: 'priya.s@example.com', source: 'blog' },
  { email: 'marcus.t@example.com', source: 'footer form', status: 'unsubscribed' },
  { email: 'office@harbor-property.example.com', source: 'free-quote page' },
];
