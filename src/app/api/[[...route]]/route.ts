import { settingsForMail } from '@/modules/settings/server/mail-settings';
import { serverRegistry } from '@/registry/server';
import { serverApp } from '@/server/api/runtime';

export const dynamic = 'force-dynamic';

const handle = (request: Request) => serverApp(serverRegistry, settingsForMail).fetch(request);

export {
  handle as DELETE,
  handle as GET,
  handle as HEAD,
  handle as OPTIONS,
  handle as PATCH,
  handle as POST,
  handle as PUT,
};
