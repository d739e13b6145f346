import { subDays } from 'date-fns';
import { addDays, businessToday } from '@/lib/calendar-dates';
import { type DemoRecord, scene } from '../markers';

const daysAgo = (days: number) => subDays(new Date(), days).toISOString();
/** A calendar date some days before today in Los Angeles. */
const dateDaysAgo = (days: number) => addDays(businessToday(), -days);

export const blogs: DemoRecord[] = [
  {
    title: 'How many security cameras does a Los Angeles home need?',
    excerpt: 'A room-by-room guide to covering entrances, driveways and blind spots without overspending.',
    body: '<p>Most single-family homes in LA are well covered with four to eight cameras. Start with every door, then the driveway and side yards.</p><h2>Start with entrances</h2><p>Over 80% of break-ins start at a door. Put a camera on each one, at head height where possible.</p><h2>Then the approaches</h2><p>Driveways and side gates show who came and went, and a wide 4K camera covers both.</p>',
    author: 'Daniel Reyes',
    tags: ['homeowners', 'planning'],
    status: 'published',
    publishedAt: daysAgo(6),
    coverImageId: scene('house', 2, 'Home with cameras covering the entrances'),
  },
  {
    title: 'Wired vs. wireless cameras: what holds up in Southern California',
    excerpt: 'Heat, dust and Wi-Fi congestion: why we still recommend PoE for most properties.',
    body: '<p>Power-over-Ethernet cameras get power and data over one cable, so they never need charging and never drop off Wi-Fi.</p>',
    author: 'Daniel Reyes',
    tags: ['technology'],
    status: 'published',
    publishedAt: daysAgo(20),
    coverImageId: scene('office', 3, 'Cables and cameras on an office building'),
  },
  {
    title: 'Remote video monitoring for construction sites',
    excerpt: 'How live agents stop copper theft before it happens.',
    body: '<p>Job sites are the most targeted properties in LA County. Live monitoring turns cameras from evidence into prevention.</p>',
    author: 'Alicia Moreno',
    tags: ['business', 'monitoring'],
    status: 'published',
    publishedAt: daysAgo(41),
    coverImageId: scene('warehouse', 1, 'Construction site at night'),
  },
  {
    title: 'Draft: 2027 security camera buying guide',
    excerpt: 'Coming soon.',
    body: '<p>Work in progress.</p>',
    author: 'Alicia Moreno',
    tags: ['guides'],
    status: 'draft',
  },
];

export const jobs: DemoRecord[] = [
  {
    title: 'Low-Voltage Security Technician',
    location: 'Los Angeles, CA',
    employmentType: 'full-time',
    description:
      '<p>Install and service camera, access control and alarm systems for homes and businesses across LA.</p>',
    requirements:
      '<ul><li>2+ years low-voltage experience</li><li>Valid California driver licence</li><li>BSIS guard card or willingness to obtain</li></ul>',
    salaryRange: '$28–$38 per hour',
    postedAt: dateDaysAgo(5),
  },
  {
    title: 'Security Sales Consultant',
    location: 'Los Angeles, CA (hybrid)',
    employmentType: 'full-time',
    description:
      '<p>Meet homeowners and business owners, design systems that fit their property and budget, and write quotes.</p>',
    salaryRange: '$55,000 base + commission',
    postedAt: dateDaysAgo(12),
  },
  {
    title: 'Monitoring Center Operator (nights)',
    location: 'Burbank, CA',
    employmentType: 'part-time',
    description: '<p>Watch live camera feeds for monitored sites and dispatch police on verified events.</p>',
    salaryRange: '$22–$25 per hour',
    postedAt: dateDaysAgo(3),
  },
];

const legal = (name: string) =>
  `<p>This ${name} explains how we handle your information when you use this website or request a quote. It is provided as demo content and should be reviewed by the business before launch.</p><h2>What we collect</h2><p>The details you send us through our forms: name, contact details, address and your message.</p><h2>How we use it</h2><p>Only to answer your request, schedule visits and provide service. We never sell personal information.</p><h2>Contact</h2><p>Questions? Call us or write to us using the contact page.</p>`;

export const contents: DemoRecord[] = [
  { title: 'Privacy Policy', slug: 'privacy-policy', body: legal('privacy policy') },
  { title: 'Terms of Service', slug: 'terms-of-service', body: legal('terms of service') },
];
