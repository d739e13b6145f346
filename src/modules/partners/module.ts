import { IconHeartHandshake } from '@tabler/icons-react';
import { defineLogoList } from '@/kit/logo-list';

/** Logos of brands and partners (camera makers, alarm networks) shown on the home page. */
export const partnersModule = defineLogoList({
  key: 'partners',
  label: { singular: 'Partner', plural: 'Partners' },
  icon: IconHeartHandshake,
  sidebar: 170,
  trailingSlash: true,
});
