import 'server-only';
import { withServerRules } from '@/server/records/hooks';
import { subscribersModule } from '../module';
import { createPublicSubscriber } from './public-subscriber';
import { registerUnsubscribeRoute } from './unsubscribe-route';

/** The newsletter form in the footer of every page, and the unsubscribe link of every newsletter. */
export const subscribersServerModule = withServerRules(
  subscribersModule,
  { publicCreate: createPublicSubscriber },
  registerUnsubscribeRoute,
);
