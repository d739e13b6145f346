import { type DemoRecord, scene } from '@/server/demo/markers';

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
