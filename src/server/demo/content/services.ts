import { type DemoRecord, scene } from '../markers';

export const services: DemoRecord[] = [
  {
    title: 'CCTV Installation',
    summary:
      'HD and 4K security cameras for homes and businesses across Los Angeles, installed cleanly with hidden cabling and remote viewing on your phone.',
    body: '<p>Our licensed technicians survey your property, recommend the right mix of dome, bullet and PTZ cameras, and install them with concealed cabling. Every system includes phone setup and a walkthrough.</p><ul><li>4K and color night-vision cameras</li><li>NVR recording with 30+ days of storage</li><li>Remote viewing on iOS and Android</li></ul>',
    icon: 'camera',
    imageId: scene('house', 0, 'Security cameras on a Los Angeles home at dusk'),
    featured: true,
    seoTitle: 'CCTV Installation in Los Angeles',
    seoDescription:
      'Professional 4K security camera installation for LA homes and businesses. Free site survey and quote.',
  },
  {
    title: 'Access Control',
    summary: 'Key cards, fobs, PIN pads and mobile credentials for offices, gates and multifamily buildings.',
    body: '<p>Control who enters and when. We install and program access control for single doors up to multi-site portfolios, with audit trails and remote lock-down.</p>',
    icon: 'lock',
    imageId: scene('office', 2, 'Office building entrance with access control'),
    featured: true,
  },
  {
    title: 'Alarm Systems',
    summary: 'Intrusion, glass-break and door sensors tied to loud sirens and instant phone alerts.',
    body: '<p>Modern wireless alarm systems with professional monitoring options and smartphone arming.</p>',
    icon: 'bell',
    imageId: scene('house', 3, 'Home protected by an alarm system'),
    featured: true,
  },
  {
    title: 'Video Intercoms',
    summary: 'See and talk to visitors at your gate or lobby from anywhere, and open the door with one tap.',
    body: '<p>Video doorbells and multi-tenant intercoms for homes, gated communities and apartment buildings.</p>',
    icon: 'door',
    imageId: scene('apartments', 1, 'Apartment building lobby with a video intercom'),
  },
  {
    title: 'Remote Video Monitoring',
    summary:
      'Live agents watch your cameras after hours and dispatch police while intruders are still on site.',
    body: '<p>Proactive, AI-assisted monitoring for construction sites, car lots and warehouses throughout Southern California.</p>',
    icon: 'eye',
    imageId: scene('warehouse', 0, 'Warehouse watched by remote monitoring cameras'),
  },
  {
    title: 'Maintenance & Repair',
    summary: 'Health checks, firmware updates and fast repairs for systems we installed and ones we did not.',
    body: '<p>Annual service plans keep every camera recording. 24/7 support line for urgent failures.</p>',
    icon: 'tool',
    imageId: scene('office', 1, 'Technician servicing a camera system'),
  },
];

export const faqs: DemoRecord[] = [
  {
    question: 'How much does a security camera installation cost in Los Angeles?',
    answer:
      '<p>Most homes need 4 to 8 cameras; complete installed systems typically range from $1,200 to $3,500. We give a fixed written quote after a free site survey.</p>',
    category: 'Pricing',
  },
  {
    question: 'Can I watch my cameras from my phone?',
    answer:
      '<p>Yes. Every system we install includes remote viewing on iPhone and Android, set up before we leave.</p>',
    category: 'Features',
  },
  {
    question: 'How long does an installation take?',
    answer:
      '<p>A typical home takes one day. Larger commercial projects are scheduled in phases to avoid disrupting your business.</p>',
    category: 'Installation',
  },
  {
    question: 'Are you licensed and insured?',
    answer:
      '<p>Yes. We hold a California C-7 low-voltage contractor licence and an alarm company operator licence, and we are fully insured.</p>',
    category: 'Company',
  },
  {
    question: 'Do you offer 24/7 support?',
    answer: '<p>Yes. Our support line answers around the clock for monitoring and service customers.</p>',
    category: 'Support',
  },
  {
    question: 'Do cameras keep recording if the internet goes down?',
    answer:
      '<p>Yes. Recordings are stored on a local NVR in your building, so they continue without internet. Remote viewing resumes when the connection is back.</p>',
    category: 'Features',
  },
];
