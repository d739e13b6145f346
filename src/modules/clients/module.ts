import { IconBuildingStore } from '@tabler/icons-react';
import { defineLogoList } from '@/kit/logo-list';

/** Logos of clients shown on the home page. */
export const clientsModule = defineLogoList({
  key: 'clients',
  label: { singular: 'Client', plural: 'Clients' },
  icon: IconBuildingStore,
  sidebar: 140,
});
