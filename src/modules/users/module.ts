import { IconUsers } from '@tabler/icons-react';
import { defineModule } from '@/kit/define-module';
import { field } from '@/kit/fields';
import { NEW_PASSWORD_HINT } from '@/lib/constants';

/** Staff accounts, managed by administrators only; the account rules live in `server.ts`. */
export const usersModule = defineModule({
  key: 'users',
  table: 'users',
  adminPath: 'users',
  label: { singular: 'User', plural: 'Users' },
  fields: {
    email: field.text('Email', { required: true, max: 254, format: 'email' }),
    firstName: field.text('First name', { required: true, max: 80 }),
    lastName: field.text('Last name', { required: true, max: 80 }),
    role: field.enum('Role', ['admin', 'editor'], {
      required: true,
      default: 'editor',
      help: 'Editors manage content, inquiries and subscribers; administrators also manage users and settings.',
    }),
    active: field.boolean('Active', true, { help: 'An inactive user cannot sign in.' }),
    password: field.password('Password', 'passwordHash', {
      required: true,
      help: `${NEW_PASSWORD_HINT}. Setting a new one signs the user out everywhere.`,
    }),
  },
  internalColumns: ['tokenVersion', 'signedOutSessions'],
  titleField: 'email',
  listColumns: ['firstName', 'lastName', 'email', 'role', 'active'],
  searchFields: ['email', 'firstName', 'lastName'],
  defaultSort: { field: 'lastName', order: 'asc' },
  ownRecord: { reason: "You can't delete or deactivate your own account", lockedFields: ['active'] },
  access: 'admin',
  trash: false,
  adminLinks: [{ label: 'Users', icon: IconUsers, sidebar: 260 }],
  publicPaths: () => [],
});
