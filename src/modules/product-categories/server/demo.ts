import { type DemoRecord, ref } from '@/server/demo/markers';

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
