import { PROPERTY_TYPES } from '@/lib/property-types';
import { z } from '@/lib/zod';
import { MAX_CAMERAS_EACH } from './calculate-estimate';

const cameras = (label: string) =>
  z
    .number({ message: `${label} must be a whole number` })
    .int({ message: `${label} must be a whole number` })
    .min(0, { message: `${label} must be 0 or more` })
    .max(MAX_CAMERAS_EACH, { message: `${label} must be at most ${MAX_CAMERAS_EACH}` });

/**
 * An estimate's configuration as a request sends it (`POST /api/inquiries` `estimate`, a survey
 * booking): the answers only, never a price; the server works the range out again. Unknown keys
 * are refused. Whether the recording length and plan are offered is checked against the rules.
 */
export const estimateConfigSchema = z
  .strictObject({
    propertyType: z.enum(PROPERTY_TYPES, {
      message: `Property type must be one of ${PROPERTY_TYPES.join(', ')}`,
    }),
    indoorCameras: cameras('Indoor cameras'),
    outdoorCameras: cameras('Outdoor cameras'),
    recordingDays: z
      .number({ message: 'Recording days must be a whole number' })
      .int({ message: 'Recording days must be a whole number' })
      .min(1, { message: 'Recording days must be 1 or more' })
      .max(365, { message: 'Recording days must be at most 365' }),
    monitoring: z.boolean({ message: 'Monitoring must be true or false' }),
    monitoringPlan: z
      .string({ message: 'Monitoring plan must be a plan’s slug' })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'Monitoring plan must be a plan’s slug' })
      .max(120)
      .optional(),
  })
  .refine((config) => config.indoorCameras + config.outdoorCameras > 0, {
    message: 'Choose at least one camera',
  })
  .refine((config) => config.monitoring || config.monitoringPlan === undefined, {
    message: 'A monitoring plan needs monitoring: true',
  });

export type EstimateConfigInput = z.infer<typeof estimateConfigSchema>;
