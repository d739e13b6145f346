import { addDays, businessToday } from '@/lib/calendar-dates';
import type { DemoRecord } from '@/server/demo/markers';

/** A calendar date some days before today in Los Angeles. */
const dateDaysAgo = (days: number) => addDays(businessToday(), -days);
/** A calendar date some days after today in Los Angeles. */
const dateInDays = (days: number) => addDays(businessToday(), days);

export const jobs: DemoRecord[] = [
  {
    title: 'Low-Voltage Security Technician',
    location: 'Los Angeles, CA',
    employmentType: 'full-time',
    description:
      '<p>Install and service camera, access control and alarm systems for homes and businesses across LA.</p>',
    requirements:
      '<ul><li>2+ years low-voltage experience</li><li>Valid California driver’s license</li><li>BSIS alarm agent registration, or willingness to obtain one</li></ul>',
    salaryRange: '$28–$38 per hour',
    postedAt: dateDaysAgo(5),
    closesOn: dateInDays(40),
  },
  {
    title: 'Security Sales Consultant',
    location: 'Los Angeles, CA (hybrid)',
    employmentType: 'full-time',
    description:
      '<p>Meet homeowners and business owners, design systems that fit their property and budget, and write quotes.</p>',
    salaryRange: '$55,000 base + commission',
    postedAt: dateDaysAgo(12),
    closesOn: dateInDays(30),
  },
  {
    title: 'Monitoring Center Operator (nights)',
    location: 'Burbank, CA',
    employmentType: 'part-time',
    description: '<p>Watch live camera feeds for monitored sites and dispatch police on verified events.</p>',
    salaryRange: '$22–$25 per hour',
    postedAt: dateDaysAgo(3),
    closesOn: dateInDays(45),
  },
];
