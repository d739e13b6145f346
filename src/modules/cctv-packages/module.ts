import { IconPackages } from '@tabler/icons-react';
import { OFFER_AUDIENCE_HELP, OFFER_AUDIENCES } from '@/features/estimates/browser';
import { defineModule } from '@/kit/define-module';
import { field } from '@/kit/fields';

/** Camera packages compared at /cctv-packages. */
export const cctvPackagesModule = defineModule({
  key: 'cctv-packages',
  table: 'cctv_packages',
  adminPath: 'cctvpackages',
  label: { singular: 'CCTV package', plural: 'CCTV packages' },
  fields: {
    name: field.text('Name', { required: true, max: 80 }),
    cameraCount: field.integer('Cameras', { required: true, min: 1, max: 128 }),
    resolution: field.text('Resolution', { localized: true, max: 60, help: 'e.g. 4K (8 MP).' }),
    storage: field.text('Storage', { localized: true, max: 60, help: 'e.g. 2 TB NVR, 30 days.' }),
    priceCents: field.money('Price', { required: true }),
    priceNote: field.text('Price note', { localized: true, max: 120, help: 'e.g. Installed, plus tax.' }),
    features: field.stringList('Features', { localized: true, maxItems: 20 }),
    brands: field.stringList('Brands installed', {
      maxItems: 10,
      help: 'The equipment makers this package is built from, one per entry, e.g. Hikvision, Axis, Ubiquiti. Shown on the package card.',
    }),
    imageId: field.image('Image', {
      help: 'A picture of the system installed: shown with the package and to search engines.',
    }),
    audience: field.enum('Offered to', OFFER_AUDIENCES, {
      default: 'all',
      help: OFFER_AUDIENCE_HELP,
    }),
    popular: field.boolean('Most popular', false),
    published: field.boolean('Published', false),
    sortOrder: field.sortOrder(),
  },
  titleField: 'name',
  listColumns: ['name', 'cameraCount', 'priceCents', 'popular', 'published'],
  searchFields: ['name'],
  defaultSort: { field: 'sortOrder', order: 'asc' },
  access: 'staff',
  adminLinks: [{ label: 'CCTV packages', icon: IconPackages, sidebar: 200 }],
  pages: ['add', 'edit', 'view', 'list'],
  publicPaths: () => ['/', '/cctv-packages'],
  // The packages are compared side by side on one page.
  sitePath: () => '/cctv-packages',
});
