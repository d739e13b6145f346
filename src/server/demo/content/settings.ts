import { type DemoRecord, scene } from '../markers';

/** The demo business: fictional name, phone numbers, address and licence. */
export const demoSettings: Record<string, DemoRecord> = {
  homepage: {
    siteName: 'Pacific Shield Security',
    tagline: 'Security camera installation in Los Angeles',
    heroTitle: 'Security cameras installed right, the first time',
    heroSubtitle:
      'CCTV, access control, alarms and remote video monitoring for homes and businesses across Los Angeles. Free quote, 24/7 support.',
    heroCtaText: 'Get a free quote',
    heroCtaLink: '/free-quote',
    phone: '(213) 555-0147',
    emergencyPhone: '(213) 555-0199',
    email: 'hello@pacificshield.example',
    address: '2150 W Sunset Blvd, Suite 210',
    city: 'Los Angeles, CA',
    postalCode: '90026',
    businessHours: 'Mon–Fri 8 am – 6 pm\nSat 9 am – 2 pm\n24/7 support line for monitoring customers',
    licenseNumber: 'CA C-7 #1098765 · ACO #7654',
    areasServed: [
      'Los Angeles',
      'Pasadena',
      'Glendale',
      'Burbank',
      'Santa Monica',
      'Beverly Hills',
      'Culver City',
      'Koreatown',
      'Silver Lake',
      'Van Nuys',
      'Sherman Oaks',
      'Long Beach',
      'Torrance',
      'Inglewood',
    ],
    seoTitle: 'Security Camera Installation Los Angeles | Pacific Shield Security',
    seoDescription:
      'Licensed LA security camera installers: CCTV, access control, alarms and 24/7 monitoring. Free on-site quote.',
  },
  about: {
    title: 'About Pacific Shield Security',
    subtitle: 'A Los Angeles team protecting homes and businesses since 2011.',
    body: '<p>We are licensed low-voltage contractors who design, install and support security systems across Los Angeles County. Our technicians are employees, not subcontractors, and every project gets a written quote and warranty.</p>',
    mission: 'Make every property we work on measurably safer, with systems people actually use.',
    vision: 'The most trusted local security installer in Southern California.',
    imageId: scene('office', 1, 'The Pacific Shield Security team office'),
    yearsInBusiness: 15,
    projectsCompleted: 2400,
    certifications: [
      'California C-7 Low Voltage',
      'Alarm Company Operator licence',
      'Axis Certified Professional',
    ],
  },
};
