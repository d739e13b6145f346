import { type DemoRecord, product, ref } from '@/server/demo/markers';

const category = (name: string) => ref('product-categories', name);

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
