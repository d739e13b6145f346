import { type DemoRecord, scene } from '@/server/demo/markers';

/** The demo business: fictional name, phone numbers, address and license numbers. */
export const homepageDemo: DemoRecord = {
  siteName: 'Pacific Shield Security',
  tagline: 'Security camera installation in Los Angeles',
  heroTitle: 'Security cameras installed right, the first time',
  heroSubtitle:
    'CCTV, access control, alarms and remote video monitoring for homes and businesses across Los Angeles. Free quote, 24/7 support.',
  heroCtaText: 'Get a free quote',
  heroCtaLink: '/free-quote',
  phone: '(213) 555-0147',
  emergencyPhone: '(213) 555-0199',
  textNumber: '(213) 555-0148',
  email: 'hello@pacificshield.example',
  address: '2150 W Sunset Blvd, Suite 210',
  city: 'Los Angeles, CA',
  postalCode: '90026',
  mapCoordinates: '34.07725, -118.26065',
  businessHours: 'Mon–Fri 8 am – 6 pm\nSat 9 am – 2 pm\n24/7 support line for monitoring customers',
  licenseNumber: 'CSLB #1098765 (C-7, C-10) · ACO #7654',
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
    'Los Feliz',
    'Echo Park',
    'Highland Park',
    'Eagle Rock',
    'Van Nuys',
    'Studio City',
    'Sherman Oaks',
    'Long Beach',
    'Torrance',
    'Inglewood',
    'Vernon',
  ],
  seoTitle: 'Security Camera Installation Los Angeles | Pacific Shield Security',
  seoDescription:
    'Licensed LA security camera installers: CCTV, access control, alarms and 24/7 monitoring. Free on-site quote.',
  shareImageId: scene('house', 0, 'Security cameras on a Los Angeles home at dusk'),
  reviewRatingScore: '4.9',
  reviewRatingCount: 180,
  reviewRatingPlatform: 'Google',
  reviewRatingUrl: 'https://www.google.com/maps/search/?api=1&query=Pacific+Shield+Security+Los+Angeles',
};

export const aboutDemo: DemoRecord = {
  title: 'About Pacific Shield Security',
  subtitle: 'A Los Angeles team protecting homes and businesses since 2011.',
  body: `<p>Pacific Shield Security started in 2011 with one van and a simple idea: a camera system is only worth what it shows on the night you need it. Fifteen years and more than 2,400 projects later, that is still how we work. We design and install security cameras, access control, alarms and intercoms for homes, businesses and apartment buildings across Los Angeles County, and we stay to support them.</p>
<h2>Licensed, and our own people</h2>
<p>We hold California CSLB C-7 (low voltage systems) and C-10 (electrical) contractor licenses and a Bureau of Security and Investigative Services alarm company operator license. Our technicians are employees, trained and certified on the equipment they install, not day-rate subcontractors. The person who surveys your property is on the team that installs it.</p>
<h2>Equipment we stand behind</h2>
<p>We install NDAA-compliant cameras and recorders from Axis, Hanwha Vision, Avigilon and Ubiquiti UniFi, access control from Verkada, Avigilon Alta and UniFi Access, and alarm systems on the Alarm.com platform. We do not install equipment we would not put on our own homes, and we tell you plainly when a cheaper option will do the job.</p>
<h2>How we work</h2>
<p>Every project starts with a free site survey and ends with a written, itemized quote: the cameras, where they go, what they see, and the price. Installations are clean, cabling is hidden wherever the building allows, and you get a plan of your system with the passwords in your name. After that, our office in Echo Park answers the phone, and our 24/7 line is there for monitoring customers.</p>`,
  mission: 'Make every property we work on measurably safer, with systems people actually use.',
  vision: 'The most trusted local security installer in Southern California.',
  imageId: scene(
    'service',
    1,
    'Illustration of a Pacific Shield service van at a building, a camera being serviced from a ladder',
  ),
  yearsInBusiness: 15,
  projectsCompleted: 2400,
  certifications: [
    'CSLB C-7 Low Voltage Systems Contractor',
    'CSLB C-10 Electrical Contractor',
    'BSIS Alarm Company Operator',
    'Axis Certified Professional',
    'Hanwha Vision Partner',
    'Avigilon Certified Installer',
    'Alarm.com Authorized Dealer',
  ],
  seoTitle: 'About Pacific Shield Security | Los Angeles',
  seoDescription:
    'Licensed Los Angeles security installers since 2011: CSLB C-7 and C-10, BSIS alarm company operator, our own technicians. 2,400+ projects.',
};
