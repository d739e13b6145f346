import { type DemoRecord, product, ref, scene } from '../markers';

const category = (name: string) => ref('product-categories', name);

export const productCategories: DemoRecord[] = [
  { name: 'Security Cameras', description: 'IP cameras for every corner of your property.' },
  {
    name: 'Dome Cameras',
    parentId: category('Security Cameras'),
    description: 'Discreet, vandal-resistant domes.',
  },
  {
    name: 'Bullet Cameras',
    parentId: category('Security Cameras'),
    description: 'Long-range outdoor cameras.',
  },
  {
    name: 'PTZ Cameras',
    parentId: category('Security Cameras'),
    description: 'Pan, tilt and zoom for large areas.',
  },
  { name: 'Recorders', description: 'Network video recorders and storage.' },
  { name: 'Access Control', description: 'Keypads, readers and smart locks.' },
  { name: 'Doorbells & Intercoms', description: 'See who is at the door from anywhere.' },
];

const specs = (...rows: [string, string][]) => rows.map(([label, value]) => ({ label, value }));

export const products: DemoRecord[] = [
  {
    name: '4K Turret Dome Camera',
    categoryId: category('Dome Cameras'),
    sku: 'PS-D4K-01',
    summary: '8 MP turret dome with color night vision and built-in microphone.',
    description:
      '<p>Our most installed camera: sharp 4K detail day and night, weatherproof and easy on the eye. The ball-and-socket turret aims anywhere without the dome glare that infrared can cause at night.</p><p>Supplied as an NDAA-compliant model from Hanwha Vision or Axis, chosen for your site during the survey.</p>',
    specs: specs(['Resolution', '4K (8 MP)'], ['Night vision', 'Color, up to 100 ft'], ['Rating', 'IP67']),
    priceCents: 24_900,
    imageIds: [product('turret', 'Drawing of a 4K turret dome camera')],
    featured: true,
  },
  {
    name: 'Vandal-Proof Mini Dome',
    categoryId: category('Dome Cameras'),
    sku: 'PS-D5M-02',
    brand: 'Axis',
    summary: 'IK10 impact-rated 5 MP dome for entrances and parking garages.',
    description:
      '<p>A low-profile dome that shrugs off a kick or a thrown bottle, for lobbies, garages and entrances within reach. Wide 2.8 mm lens, infrared to 100 feet.</p>',
    specs: specs(['Resolution', '5 MP'], ['Impact rating', 'IK10'], ['Lens', '2.8 mm']),
    priceCents: 18_900,
    imageIds: [product('dome', 'Drawing of a vandal-proof mini dome camera')],
  },
  {
    name: 'Long-Range Bullet Camera',
    categoryId: category('Bullet Cameras'),
    sku: 'PS-B4K-05',
    brand: 'Hanwha Vision',
    summary: '4K bullet with motorized zoom for driveways, lots and perimeters.',
    description:
      '<p>For long driveways and parking lots: the motorized lens is zoomed from your phone during setup, so the camera frames exactly the gate or the row of stalls you care about.</p>',
    specs: specs(['Resolution', '4K (8 MP)'], ['Zoom', '2.7–13.5 mm motorized'], ['IR range', '200 ft']),
    priceCents: 32_900,
    imageIds: [product('bullet', 'Drawing of a long-range bullet camera')],
    featured: true,
  },
  {
    name: 'AI License Plate Camera',
    categoryId: category('Bullet Cameras'),
    sku: 'PS-LPR-01',
    brand: 'Axis',
    summary: 'Reads plates at the gate day and night and keeps a searchable log.',
    description:
      '<p>Installed at a gate or driveway entrance, it captures each vehicle’s plate and keeps a searchable log. Priced per site, because the angle, speed and lighting of the lane decide the model.</p>',
    specs: specs(['Capture speed', 'Up to 40 mph'], ['Analytics', 'Plate recognition, vehicle type']),
    imageIds: [product('bullet', 'Drawing of a license plate recognition camera')],
  },
  {
    name: '25x PTZ Camera',
    categoryId: category('PTZ Cameras'),
    sku: 'PS-PTZ-25',
    brand: 'Avigilon',
    summary: 'Pan, tilt and 25x optical zoom with auto-tracking for large properties.',
    specs: specs(['Zoom', '25x optical'], ['Auto-tracking', 'People and vehicles'], ['IR range', '500 ft']),
    priceCents: 129_900,
    imageIds: [product('ptz', 'Drawing of a PTZ camera with 25x zoom')],
  },
  {
    name: '16-Channel 4K NVR',
    categoryId: category('Recorders'),
    sku: 'PS-NVR-16',
    brand: 'Hanwha Vision',
    summary: 'Records up to 16 cameras in 4K with 8 TB of storage and PoE built in.',
    specs: specs(['Channels', '16'], ['Storage', '8 TB (expandable)'], ['PoE ports', '16']),
    priceCents: 89_900,
    imageIds: [product('nvr', 'Drawing of a 16-channel network video recorder')],
    featured: true,
  },
  {
    name: 'Smart Keypad Reader',
    categoryId: category('Access Control'),
    sku: 'PS-AC-KP1',
    brand: 'Ubiquiti UniFi',
    summary: 'PIN, card and phone credentials in one weatherproof reader.',
    specs: specs(['Credentials', 'PIN, card, mobile'], ['Rating', 'IP65']),
    priceCents: 34_900,
    imageIds: [product('keypad', 'Drawing of a smart keypad access reader')],
  },
  {
    name: '2K Video Doorbell',
    categoryId: category('Doorbells & Intercoms'),
    sku: 'PS-DB-2K',
    brand: 'Ubiquiti UniFi',
    summary: 'Head-to-toe view, two-way talk and package detection.',
    specs: specs(['Resolution', '2K'], ['Power', 'Wired']),
    priceCents: 19_900,
    imageIds: [product('doorbell', 'Drawing of a wired video doorbell')],
  },
];

export const cctvPackages: DemoRecord[] = [
  {
    name: 'Home Starter',
    audience: 'homes',
    cameraCount: 4,
    resolution: '4K (8 MP)',
    storage: '2 TB NVR, 30 days',
    priceCents: 149_900,
    priceNote: 'Installed, plus tax',
    brands: ['Hanwha Vision'],
    features: ['4 turret cameras', 'Phone app setup', 'Hidden cabling', '1-year labor warranty'],
    imageId: scene('house', 3, 'Home with four security cameras installed'),
  },
  {
    name: 'Home Complete',
    audience: 'homes',
    cameraCount: 8,
    resolution: '4K (8 MP)',
    storage: '4 TB NVR, 30 days',
    priceCents: 249_900,
    priceNote: 'Installed, plus tax',
    brands: ['Hanwha Vision', 'Ubiquiti UniFi'],
    features: [
      '8 cameras incl. doorbell',
      'Color night vision',
      'Person & vehicle alerts',
      '2-year labor warranty',
    ],
    popular: true,
    imageId: scene('house', 1, 'Home with eight cameras and a video doorbell'),
  },
  {
    name: 'Business Starter',
    audience: 'businesses',
    cameraCount: 8,
    resolution: '4K (8 MP)',
    storage: '4 TB NVR, 30 days',
    priceCents: 329_900,
    priceNote: 'Installed, plus tax',
    brands: ['Hanwha Vision', 'Axis'],
    features: [
      '8 cameras for doors, register and lot',
      'Person & vehicle alerts',
      'Remote monitoring ready',
      '2-year labor warranty',
    ],
    imageId: scene('storefront', 1, 'Shopfront with eight cameras covering the doors and the parking lot'),
  },
  {
    name: 'Business Pro',
    audience: 'businesses',
    cameraCount: 16,
    resolution: '4K (8 MP)',
    storage: '8 TB NVR, 45 days',
    priceCents: 549_900,
    priceNote: 'Installed, plus tax',
    brands: ['Axis', 'Avigilon', 'Hanwha Vision'],
    features: [
      '16 cameras incl. PTZ',
      'Remote monitoring ready',
      'Priority service',
      '3-year labor warranty',
    ],
    imageId: scene('office', 2, 'Business with sixteen cameras installed'),
  },
];

export const monitoringPlans: DemoRecord[] = [
  {
    title: 'Business After-Hours Monitoring',
    audience: 'businesses',
    summary: 'Live agents watch your cameras every night and weekend and call police on verified intrusions.',
    body: '<p>When your cameras see a person or vehicle after hours, a trained agent looks at the live video within seconds. Real intruders hear a voice on the site speakers telling them they are on camera and police are being called; most leave on the spot. Verified crimes in progress are reported to police with a description, and you are notified.</p><p>Animals, trees and headlights are filtered out, so nobody calls you about a coyote.</p>',
    features: ['Live agents 6 pm – 6 am', 'Talk-down speakers', 'Police dispatch', 'Monthly report'],
    priceMonthlyCents: 29_900,
    imageId: scene(
      'storefront',
      0,
      'Illustration of storefronts with cameras covering the sidewalk and the side door',
    ),
  },
  {
    title: 'Construction Site Monitoring',
    audience: 'businesses',
    summary: 'Solar camera towers with 24/7 monitoring for job sites without power or internet.',
    body: '<p>A trailer-mounted tower with solar panels, batteries, a cellular connection and cameras at the top of the mast, set up on your site in an afternoon and moved as the work moves. Agents watch it around the clock, or from the end of the workday to the start of the next.</p><p>Copper wire, tools and equipment are the first things to go on LA job sites; a tower with lights and talk-down speakers stops most attempts before anything leaves the fence.</p>',
    features: ['Solar power', '4G connection', '24/7 live monitoring', 'Moves with your project'],
    priceMonthlyCents: 59_900,
    imageId: scene(
      'construction',
      1,
      'Illustration of a construction site watched by a solar-powered camera tower',
    ),
  },
  {
    title: 'Home Alarm Monitoring',
    audience: 'homes',
    summary: 'Professional 24/7 alarm monitoring with video verification for your home.',
    body: '<p>Your alarm system reports to a UL-listed central station that answers around the clock. When a sensor trips, operators see the clip from your cameras, call you, and dispatch police or the fire department when it is real. Month to month, no long contract.</p>',
    features: ['24/7 central station', 'Video verification', 'Phone app'],
    priceMonthlyCents: 3_900,
    imageId: scene(
      'house',
      1,
      'Illustration of a Spanish-style home with an alarm system and cameras at the entrances',
    ),
  },
];
