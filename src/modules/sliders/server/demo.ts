import { type DemoRecord, scene } from '@/server/demo/markers';

export const sliders: DemoRecord[] = [
  {
    title: 'Faces and plates you can read, day and night',
    subtitle: '4K cameras, hidden cabling and phone viewing for LA homes and businesses.',
    imageId: scene(
      'house',
      0,
      'Illustration of a Los Angeles home with cameras covering the front door, side yard and driveway',
    ),
    buttonText: 'Get a free quote',
    buttonLink: '/free-quote',
  },
  {
    title: 'Protect your business around the clock',
    subtitle: 'Cameras, access control and live remote monitoring from one local team.',
    imageId: scene(
      'office',
      0,
      'Illustration of an office building entrance with a card reader and cameras over the doors',
    ),
    buttonText: 'See business packages',
    buttonLink: '/cctv-packages',
  },
];
