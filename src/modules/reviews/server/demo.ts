import { addDays, businessToday } from '@/lib/calendar-dates';
import type { DemoRecord } from '@/server/demo/markers';

/** A calendar date some days before today in Los Angeles: the demo never dates itself. */
const dateDaysAgo = (days: number) => addDays(businessToday(), -days);

export const reviews: DemoRecord[] = [
  {
    author: 'Maria G.',
    location: 'Silver Lake',
    city: 'Silver Lake',
    rating: 5,
    text: 'Our house sits above the street with a long driveway, and the first company we called wanted to put cameras everywhere. Pacific Shield came out, walked the slope with us and did it with eight. The crew finished in one day and you can’t see a single cable. Two weeks later the driveway camera caught someone trying our car doors at 3 am, with a clear face.',
    source: 'google',
    reviewedAt: dateDaysAgo(74),
  },
  {
    author: 'David K.',
    location: 'Downtown LA',
    city: 'Los Angeles',
    rating: 5,
    text: 'They replaced the old DVR system in our restaurant, which nobody knew how to use. Night video of the back alley is finally clear, and the manager can pull a clip from her phone. Daniel followed up a month later to adjust two cameras without us asking.',
    source: 'yelp',
    reviewedAt: dateDaysAgo(116),
  },
  {
    author: 'Priya S.',
    location: 'Pasadena',
    city: 'Pasadena',
    rating: 5,
    text: 'Honest quote, itemized down to the cable, and they showed up when they said they would. They talked us out of a camera we didn’t need. Highly recommend for any homeowner who wants it done properly.',
    source: 'google',
    reviewedAt: dateDaysAgo(128),
  },
  {
    author: 'Marcus T.',
    location: 'Long Beach',
    city: 'Long Beach',
    rating: 4,
    text: 'Great access control install for our office: card readers on five doors and a reader at the parking gate. Scheduling took a week longer than we hoped, but the work was excellent and the training was clear.',
    source: 'direct',
    reviewedAt: dateDaysAgo(149),
  },
  {
    author: 'Grace L.',
    location: 'Koreatown',
    city: 'Koreatown',
    rating: 5,
    text: 'We manage a 60-unit building and had package theft every week. They put cameras on the mailroom and lobby and replaced the entry panel with one that calls tenants’ phones. Complaints dropped to almost nothing, and the install crew was respectful of our residents.',
    source: 'google',
    reviewedAt: dateDaysAgo(63),
  },
  {
    author: 'Ray M.',
    location: 'Van Nuys',
    city: 'Van Nuys',
    rating: 5,
    text: 'After our second break-in at the shop we signed up for after-hours monitoring. Three weeks later someone climbed the back fence at 2 am; the agent spoke over the speaker and he left before he reached the door. Worth every penny.',
    source: 'google',
    reviewedAt: dateDaysAgo(41),
  },
  {
    author: 'Ellen W.',
    location: 'Sherman Oaks',
    city: 'Sherman Oaks',
    rating: 5,
    text: 'They took over a system another company installed and abandoned. Found two dead hard drives and a camera that had been pointed at a wall for a year. Fair price for the service plan.',
    source: 'yelp',
    reviewedAt: dateDaysAgo(95),
  },
  {
    author: 'James O.',
    location: 'Culver City',
    city: 'Culver City',
    rating: 4,
    text: 'Good alarm and doorbell install, clean work. The app took some getting used to, but they came back to set it up on my mother’s phone too.',
    source: 'facebook',
    reviewedAt: dateDaysAgo(182),
  },
];
