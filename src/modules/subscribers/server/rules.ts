import 'server-only';
import { withServerRules } from '@/kit/server/hooks';
import { createPublicSubscriber } from '@/modules/subscribers/server/public-subscriber';
import { subscribersModule } from '../module';

/** The newsletter form in the footer of every page. */
export const subscribersServerModule = withServerRules(subscribersModule, {
  publicCreate: createPublicSubscriber,
});
