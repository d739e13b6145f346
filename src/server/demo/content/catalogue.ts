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
      '<p>Our most installed camera: sharp 4K detail day and night, weatherproof and easy on the eye.</p>',
    specs: specs(['Resolution', '4K (8 MP)'], ['Night vision', 'Color, up to 100 ft'], ['Rating', 'IP67']),
    priceCents: 24_900,
    imageIds: [product('dome', '4K turret dome camera')],
    featured: true,
  },
  {
    name: 'Vandal-Proof Mini Dome',
    categoryId: category('Dome Cameras'),
    sku: 'PS-D5M-02',
    summary: 'IK10 impact-rated 5 MP dome for entrances and parking garages.',
    specs: specs(['Resolution', '5 MP'], ['Impact rating', 'IK10'], ['Lens', '2.8 mm']),
    priceCents: 18_900,
    imageIds: [product('dome', 'Vandal-proof mini dome camera')],
  },
  {
    name: 'Long-Range Bullet Camera',
    categoryId: category('Bullet Cameras'),
    sku: 'PS-B4K-05',
    summary: '4K bullet with motorized zoom for driveways, lots and perimeters.',
    specs: specs(['Resolution', '4K (8 MP)'], ['Zoom', '2.7–13.5 mm motorized'], ['IR range', '200 ft']),
    priceCents: 32_900,
    imageIds: [product('bullet', 'Long-range bullet camera')],
    featured: true,
  },
  {
    name: 'AI License Plate Camera',
    categoryId: category('Bullet Cameras'),
    sku: 'PS-LPR-01',
    summary: 'Reads plates at the gate day and night and keeps a searchable log.',
    specs: specs(['Capture speed', 'Up to 40 mph'], ['Analytics', 'Plate recognition, vehicle type']),
    imageIds: [product('bullet', 'License plate recognition camera')],
  },
  {
    name: '25x PTZ Camera',
    categoryId: category('PTZ Cameras'),
    sku: 'PS-PTZ-25',
    summary: 'Pan, tilt and 25x optical zoom with auto-tracking for large properties.',
    specs: specs(['Zoom', '25x optical'], ['Auto-tracking', 'People and vehicles'], ['IR range', '500 ft']),
    priceCents: 129_900,
    imageIds: [product('ptz', 'PTZ camera with 25x zoom')],
  },
  {
    name: '16-Channel 4K NVR',
    categoryId: category('Recorders'),
    sku: 'PS-NVR-16',
    summary: 'Records up to 16 cameras in 4K with 8 TB of storage and PoE built in.',
    specs: specs(['Channels', '16'], ['Storage', '8 TB (expandable)'], ['PoE ports', '16']),
    priceCents: 89_900,
    imageIds: [product('nvr', '16-channel network video recorder')],
    featured: true,
  },
  {
    name: 'Smart Keypad Reader',
    categoryId: category('Access Control'),
    sku: 'PS-AC-KP1',
    summary: 'PIN, card and phone credentials in one weatherproof reader.',
    specs: specs(['Credentials', 'PIN, card, mobile'], ['Rating', 'IP65']),
    priceCents: 34_900,
    imageIds: [product('keypad', 'Smart keypad access reader')],
  },
  {
    name: '2K Video Doorbell',
    categoryId: category('Doorbells & Intercoms'),
    sku: 'PS-DB-2K',
    summary: 'Head-to-toe view, two-way talk and package detection.',
    specs: specs(['Resolution', '2K'], ['Power', 'Wired']),
    priceCents: 19_900,
    imageIds: [product('doorbell', 'Video doorbell')],
  },
];

export const cctvPackages: DemoRecord[] = [
  {
    name: 'Home Starter',
    cameraCount: 4,
    resolution: '4K (8 MP)',
    storage: '2 TB NVR, 30 days',
    priceCents: 149_900,
    priceNote: 'Installed, plus tax',
    features: ['4 turret cameras', 'Phone app setup', '1-year labor warranty'],
  },
  {
    name: 'Home Complete',
    cameraCount: 8,
    resolution: '4K (8 MP)',
    storage: '4 TB NVR, 30 days',
    priceCents: 249_900,
    priceNote: 'Installed, plus tax',
    features: [
      '8 cameras incl. doorbell',
      'Color night vision',
      'Person & vehicle alerts',
      '2-year labor warranty',
    ],
    popular: true,
  },
  {
    name: 'Business Pro',
    cameraCount: 16,
    resolution: '4K (8 MP)',
    storage: '8 TB NVR, 45 days',
    priceCents: 549_900,
    priceNote: 'Installed, plus tax',
    features: [
      '16 cameras incl. PTZ',
      'Remote monitoring ready',
      'Priority service',
      '3-year labor warranty',
    ],
  },
];

export const cctvMonitoring: DemoRecord[] = [
  {
    title: 'Business After-Hours Monitoring',
    summary: 'Live agents watch your cameras every night and weekend and call police on verified intrusions.',
    body: '<p>Verified alarms get faster police response. Agents talk down intruders through on-site speakers.</p>',
    features: ['Live agents 6 pm – 6 am', 'Talk-down speakers', 'Police dispatch', 'Monthly report'],
    priceMonthlyCents: 29_900,
    imageId: scene('warehouse', 2, 'Warehouse yard at night under monitoring'),
  },
  {
    title: 'Construction Site Monitoring',
    summary: 'Solar camera towers with 24/7 monitoring for job sites without power or internet.',
    features: ['Solar power', '4G connection', '24/7 live monitoring', 'Moves with your project'],
    priceMonthlyCents: 59_900,
    imageId: scene('warehouse', 1, 'Construction site watched by a camera tower'),
  },
  {
    title: 'Home Alarm Monitoring',
    summary: 'Professional 24/7 alarm monitoring with video verification for your home.',
    features: ['24/7 central station', 'Video verification', 'Phone app'],
    priceMonthlyCents: 3_900,
    imageId: scene('house', 2, 'Family home with monitored alarm'),
  },
];
