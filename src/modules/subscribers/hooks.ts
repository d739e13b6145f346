import 'server-only';
import { createPublicSubscriber } from '@/server/leads/public-subscriber';
import type { ModuleHooks } from '../kit/server/hooks';

/** The newsletter form in the footer of every page. */
export const subscribersHooks: ModuleHooks = {
  publicCreate: createPublicSubscriber,
};
