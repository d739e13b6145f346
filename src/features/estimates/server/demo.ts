import type { DemoRecord } from '@/server/demo/markers';

/** The instant estimate's rules: what the demo's packages grow by, per extra camera and recording. */
export const estimateRulesDemo: DemoRecord = {
  indoorCameraCents: 25_000,
  outdoorCameraCents: 35_000,
  includedRecordingDays: 30,
  longerRecordingDays: 60,
  longerRecordingCents: 25_000,
  longestRecordingDays: 90,
  longestRecordingCents: 45_000,
  residentialPercent: 0,
  commercialPercent: 10,
  industrialPercent: 20,
  multifamilyPercent: 15,
  otherPercent: 5,
  rangeBelowPercent: 10,
  rangeAbovePercent: 15,
  roundToCents: 5_000,
  includes:
    'Cameras, recorder and hard drive, cabling, installation, phone app setup and a walkthrough. Prices before tax.',
};
