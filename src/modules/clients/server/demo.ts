import { type DemoRecord, logo } from '@/server/demo/markers';

const clientList: [string, string][] = [
  ['Harbor Property Group', 'HARBOR'],
  ['Sunset Dental', 'SUNSET'],
  ['Eastside Auto', 'EASTSIDE'],
  ['Crescent Apartments', 'CRESCENT'],
];
export const clients: DemoRecord[] = clientList.map(([name, word], index) => ({
  name,
  logoId: logo(index, word, `${name} logo`),
}));
