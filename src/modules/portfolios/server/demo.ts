import { addDays, businessToday } from '@/lib/calendar-dates';
import { type DemoRecord, ref, sitePlan } from '@/server/demo/markers';
import type { PropertyType } from '@/server/demo/pictures/site-plan';

/** A calendar date some days before today in Los Angeles: the demo never dates itself. */
const dateDaysAgo = (days: number) => addDays(businessToday(), -days);

interface Project {
  title: string;
  location: string;
  /** One of the demo's areas served: the project shows on that city's area page. */
  city: string;
  /** The main service, by its title. */
  service: string;
  category: PropertyType;
  /** The plan's layout for the property type: 1 for a hillside home or a shop row. */
  layout?: number;
  cameras: number;
  description: string;
  completedDaysAgo: number;
  featured?: boolean;
  /** Adds the plan before the work (no cameras) and after it, for the project page's comparison. */
  beforeAndAfter?: boolean;
}

/**
 * A completed project, pictured by its site plan: drawn from the project's property type and camera
 * count, as installers hand one over with the system.
 */
function project({
  completedDaysAgo,
  cameras,
  layout,
  service,
  beforeAndAfter,
  ...fields
}: Project): DemoRecord {
  const count = `${cameras} camera${cameras === 1 ? '' : 's'}`;
  const plan = { property: fields.category, place: fields.location, layout };
  const name = `${fields.title.charAt(0).toLowerCase()}${fields.title.slice(1)}`;
  return {
    ...fields,
    serviceId: ref('services', service),
    ...(beforeAndAfter && {
      beforeImageId: sitePlan(
        { ...plan, cameras: 0, stage: 'before' },
        `Site plan drawing of the ${name} before the work: no cameras`,
      ),
      afterImageId: sitePlan(
        { ...plan, cameras, stage: 'after' },
        `Site plan drawing of the ${name} after the work: ${count} and their fields of view`,
      ),
    }),
    description: `${fields.description}<p>The site plan shows where each of the ${count} is mounted and the ground it covers.</p>`,
    imageIds: [
      sitePlan(
        { property: fields.category, cameras, place: fields.location, layout },
        `Site plan of the ${fields.title.charAt(0).toLowerCase()}${fields.title.slice(1)}: ${count} and their fields of view`,
      ),
    ],
    completedAt: dateDaysAgo(completedDaysAgo),
  };
}

export const portfolios: DemoRecord[] = [
  project({
    title: 'Hillside home in Silver Lake',
    location: 'Silver Lake',
    city: 'Silver Lake',
    service: 'CCTV Installation',
    category: 'residential',
    layout: 1,
    cameras: 8,
    description: `<p>A three-level home on a steep lot, with a long driveway from the street and a pedestrian stair up the slope. The owners had a car broken into at the driveway gate and wanted to see who came up the hill, day and night, without cameras on every wall.</p>
<p>We installed eight Hanwha Vision 4K cameras and a video doorbell on a 4 TB recorder: one on the driveway gate facing the street, one on the garage looking down the drive, one at the foot of the stair, one over the deck and the slope below, and the rest on the upper level and side paths. All cabling runs through the crawl space and the garage ceiling; the gate camera is fed through conduit under the driveway.</p>`,
    completedDaysAgo: 77,
    featured: true,
  }),
  project({
    title: 'Office tower lobby in Downtown LA',
    location: 'Downtown Los Angeles',
    city: 'Los Angeles',
    service: 'CCTV Installation',
    category: 'commercial',
    cameras: 32,
    description: `<p>A 1980s office tower on a corner lot replaced an analog system and metal keys in its lobby, plaza and garage ramp. The building engineer needed one platform for cameras and doors that the security desk could run on a single screen.</p>
<p>We installed 32 Avigilon cameras across the lobby, elevator bank, plaza, garage ramp and alley, and Avigilon Alta access control on 14 doors, including the loading dock and the after-hours entrance. Door events open the video of the door on the desk monitor. The work was done over six weekends so the lobby never closed.</p>`,
    completedDaysAgo: 121,
    featured: true,
  }),
  project({
    title: 'Distribution warehouse in Vernon',
    location: 'Vernon',
    city: 'Vernon',
    service: 'Remote Video Monitoring',
    category: 'industrial',
    cameras: 22,
    description: `<p>A distribution warehouse with eight dock doors and a fenced truck court, losing catalytic converters from parked trucks and pallets from the yard at night.</p>
<p>We installed 22 Axis cameras: license plate recognition at the truck gate, a camera on every pair of dock doors, PTZ cameras on poles at the yard corners and fixed cameras along the fence line. After-hours remote monitoring with talk-down speakers covers the yard from 6 pm to 6 am and all weekend.</p>`,
    completedDaysAgo: 194,
  }),
  project({
    title: '120-unit apartment community in Koreatown',
    location: 'Koreatown',
    city: 'Koreatown',
    service: 'CCTV Installation',
    category: 'multifamily',
    cameras: 40,
    description: `<p>A five-story courtyard building with a garage off the alley, where residents reported package theft and cars broken into in the garage.</p>
<p>We installed 40 Hanwha Vision cameras on the garage gate, the garage, the lobby, the mailroom, the courtyard and every corridor, a ButterflyMX entry panel that calls residents’ phones, and fob access on the garage and lobby doors. Residents received written notice of every camera location before installation.</p>`,
    beforeAndAfter: true,
    completedDaysAgo: 268,
    featured: true,
  }),
  project({
    title: 'Craftsman bungalow in Pasadena',
    location: 'Pasadena',
    city: 'Pasadena',
    service: 'CCTV Installation',
    category: 'residential',
    cameras: 6,
    description: `<p>A 1920s bungalow with a detached garage at the back of a long side driveway. The owners wanted to see packages on the porch, the driveway and the pool gate, without visible cable on the original siding.</p>
<p>We installed six UniFi Protect cameras with a video doorbell and an alarm system on the Alarm.com platform. Cables run through the attic and crawl space; the garage camera is fed through a buried conduit along the driveway.</p>`,
    beforeAndAfter: true,
    completedDaysAgo: 33,
  }),
  project({
    title: 'Storefronts on Ventura Boulevard',
    location: 'Sherman Oaks',
    city: 'Sherman Oaks',
    service: 'CCTV Installation',
    category: 'commercial',
    layout: 1,
    cameras: 12,
    description: `<p>A row of four shops on Ventura Boulevard with a shared parking lot off the alley, where the owner had broken glass twice in one year and no usable video of either night.</p>
<p>We installed 12 Axis cameras: one over each storefront and each rear door, and pole cameras on the parking lot and the trash enclosure. Each tenant sees their own storefront camera; the owner sees all twelve.</p>`,
    completedDaysAgo: 152,
  }),
];
