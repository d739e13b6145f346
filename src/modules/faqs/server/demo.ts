import type { DemoRecord } from '@/server/demo/markers';

/** An answer of one or more paragraphs. */
const answer = (...paragraphs: string[]) => paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('');

/**
 * The demo's questions and answers: general ones, and those of each service. Questions filed under a
 * service's title (their category) also show on that service's page.
 */
export const faqs: DemoRecord[] = [
  {
    question: 'How much does a security camera installation cost in Los Angeles?',
    answer: answer(
      'Most homes need 4 to 8 cameras, most shops and offices 8 to 16. Our <a href="/cctv-packages">camera packages</a> list the installed price of each system, and the instant estimate there prices your own mix of indoor and outdoor cameras; long cable runs and difficult mounting are priced at the survey.',
      'After a free site survey you get a fixed written quote, itemized camera by camera. The price you sign is the price you pay unless you ask for changes.',
    ),
    category: 'Pricing',
  },
  {
    question: 'Are you licensed and insured?',
    answer: answer(
      'Yes. We hold California CSLB C-7 (low voltage systems) and C-10 (electrical) contractor licenses and a Bureau of Security and Investigative Services alarm company operator license. You can look up our license on the CSLB website.',
      'We carry general liability and workers’ compensation insurance, and every technician is our employee, not a subcontractor. We send certificates of insurance to property managers and HOAs on request.',
    ),
    category: 'Company',
  },
  {
    question: 'Do the cameras keep recording if the internet or the power goes out?',
    answer: answer(
      'If the internet drops, yes: video records to the recorder in your building, and remote viewing comes back when the connection does.',
      'For power outages, we add a battery backup (UPS) to the recorder and network switch on request. A typical unit keeps an eight-camera system recording for 30 to 60 minutes; longer runtimes are possible.',
    ),
    category: 'Cameras & recording',
  },
  {
    question: 'Can I watch my cameras from my phone, and is there a monthly fee?',
    answer: answer(
      'Yes, on iPhone and Android, live and recorded. We set up the app on every phone in the household before we leave.',
      'Systems that record locally have no monthly fee for viewing. Cloud platforms such as Verkada charge a yearly license per camera, and monitoring plans are monthly; both are shown in your quote as separate lines.',
    ),
    category: 'Cameras & recording',
  },
  {
    question: 'How soon can you install?',
    answer: answer(
      'Site surveys are usually available within two to three business days. Once you approve the quote, most home installations are scheduled within a week and take one day. Commercial projects are scheduled around your hours, including evenings and weekends.',
    ),
    category: 'Installation',
  },
  {
    question: 'Is the site survey really free?',
    answer: answer(
      'Yes: no charge and no obligation. A technician spends 45 to 60 minutes at your property, and you get a written, itemized quote within two business days that you are free to compare with anyone else’s.',
    ),
    category: 'Pricing',
  },
  {
    question: 'Which areas do you serve?',
    answer: answer(
      'All of Los Angeles County: the city and its neighborhoods from the Westside to the Eastside, the San Fernando and San Gabriel Valleys, the South Bay and Long Beach. For commercial clients we also work in Orange and Ventura counties.',
    ),
    category: 'Company',
  },
  {
    question: 'Where is my video stored, and who can see it?',
    answer: answer(
      'With a local recorder, video stays on the hard drives in your building. You hold the administrator password; we remove our installer access at handover unless you ask us to keep it for support.',
      'With cloud or monitored systems, video is stored encrypted by the platform, and monitoring agents see live video only when an event is triggered at your site. We never share footage with anyone without your permission or a legal order.',
    ),
    category: 'Privacy & the law',
  },
  {
    question: 'Can my cameras point at the street or my neighbor’s property?',
    answer: answer(
      'Cameras may see what anyone could see from a public place, such as the street in front of your home. Aim them at your own property and avoid views into a neighbor’s windows or backyard; we set privacy masks to black out those areas.',
      'Audio is different: California law generally requires consent from everyone in a private conversation before it is recorded, so we leave microphones off by default. For rentals, HOAs and workplaces there are extra rules; ask us and we will walk you through them.',
    ),
    category: 'Privacy & the law',
  },
  {
    question: 'Do you work with landlords, HOAs and property managers?',
    answer: answer(
      'Yes, much of our work is for them. We provide certificates of insurance, work with building engineers and board schedules, and give tenants and residents clear notice of where cameras are and are not.',
    ),
    category: 'Installation',
  },
  {
    question: 'Do you service systems you didn’t install?',
    answer: answer(
      'Yes. We repair and maintain most professional brands. If your system is old or no longer receives security updates, we tell you honestly whether it is worth repairing and can replace it in phases.',
    ),
    category: 'Support',
  },
  {
    question: 'What warranty do I get?',
    answer: answer(
      'Our labor warranty is one to three years depending on the package, and cameras and recorders carry their manufacturers’ warranties, typically three to five years. If something we installed stops working under warranty, we come back and fix it at no charge.',
    ),
    category: 'Support',
  },
  {
    question: 'How many cameras does my home need?',
    answer: answer(
      'Most single-family homes in LA are well covered with four to eight: one at each entry door, one on the driveway, one on each side gate and one on the backyard. Hillside homes with long driveways or several levels often need a few more.',
      'The free site survey settles it. We would rather install six well-placed cameras than ten that watch walls.',
    ),
    category: 'CCTV Installation',
  },
  {
    question: 'Do I need 4K cameras?',
    answer: answer(
      'Not everywhere. 4K (8 MP) pays off where you need detail at a distance: a long driveway, a parking lot, a gate where you want faces and plates. A 5 MP camera is plenty for a porch or a side yard, and it uses less storage.',
    ),
    category: 'CCTV Installation',
  },
  {
    question: 'Can you hide the wires in a finished house?',
    answer: answer(
      'Usually, yes. Most runs go through the attic, crawl space or garage ceiling and come out behind the camera. On slab houses or stucco walls without access we use small conduit painted to match the wall. You see where every cable goes in your quote before we start.',
    ),
    category: 'CCTV Installation',
  },
  {
    question: 'Can employees or residents use their phones as keys?',
    answer: answer(
      'Yes. Most systems we install support mobile credentials alongside cards and fobs. Access is granted and revoked from the administrator’s browser, and a lost phone is removed in seconds.',
    ),
    category: 'Access Control',
  },
  {
    question: 'What happens to locked doors in a power outage or a fire?',
    answer: answer(
      'Every controller has battery backup. Doors on exit routes are always free to open from the inside, and where the fire code requires it, they release when the fire alarm sounds. We design each door to meet the building and fire codes.',
    ),
    category: 'Access Control',
  },
  {
    question: 'Do I need an alarm permit in Los Angeles?',
    answer: answer(
      'The City of Los Angeles and many other cities in the county require a permit for monitored alarm systems and charge fees for repeated false alarms. We tell you whether your city requires one and help with the application when we install.',
    ),
    category: 'Alarm Systems',
  },
  {
    question: 'Will my dog set off the motion sensors?',
    answer: answer(
      'Pet-immune motion detectors ignore animals up to about 40 to 80 pounds, depending on the model. For large dogs or cats that climb, we rely on door, window and glass-break sensors and place motion detectors where pets don’t go.',
    ),
    category: 'Alarm Systems',
  },
  {
    question: 'Can tenants answer the intercom on their phones?',
    answer: answer(
      'Yes. Modern entry systems call tenants’ phones through an app or a regular phone call, so no wiring to each unit is needed. Managers add and remove tenants from a web dashboard.',
    ),
    category: 'Video Intercoms',
  },
  {
    question: 'How is remote video monitoring different from an alarm?',
    answer: answer(
      'An alarm tells the monitoring center that a sensor tripped. With video monitoring, an agent sees what is happening, talks to the intruder through a speaker and reports a verified crime in progress to police, which gets a faster response than an unverified alarm.',
    ),
    category: 'Remote Video Monitoring',
  },
  {
    question: 'Can you monitor the cameras I already have?',
    answer: answer(
      'Often, yes, if the cameras give a clear picture at night and the site has a reliable internet connection. We check each camera first and only recommend new ones where a view is too dark, too far or too easy to avoid.',
    ),
    category: 'Remote Video Monitoring',
  },
  {
    question: 'Our system has Hikvision or Dahua cameras. Do we have to replace them?',
    answer: answer(
      'You may keep using them: the FCC’s 2022 order stopped new equipment authorizations for those manufacturers’ video surveillance products; it does not ban cameras already installed. But federal agencies, their contractors and federally funded projects may not buy or use them, and older models often no longer receive security updates.',
      'We check your system and recommend what to replace first, usually the recorder and any camera exposed to the internet.',
    ),
    category: 'Maintenance & Repair',
  },
  {
    question: 'How often should a camera system be serviced?',
    answer: answer(
      'Once a year on site, with remote health checks in between. Dust and salt air fog lenses, spiders love infrared lights, and recorder hard drives wear out after about five years of continuous recording.',
    ),
    category: 'Maintenance & Repair',
  },
];
