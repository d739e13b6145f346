import { IconPackage, IconSquarePlus } from '@tabler/icons-react';
import { defineModule } from '@/kit/define-module';
import { field, seoFields } from '@/kit/fields';

export const productsModule = defineModule({
  key: 'products',
  table: 'products',
  adminPath: 'product',
  label: { singular: 'Product', plural: 'Products' },
  fields: {
    name: field.text('Name', { required: true, max: 160 }),
    slug: field.slug('name'),
    categoryId: field.reference('Category', 'product-categories', { required: true }),
    sku: field.text('SKU', { max: 60 }),
    brand: field.text('Brand', {
      max: 80,
      help: "The maker's brand, e.g. Axis. Leave empty for products sold under the business's own name.",
    }),
    summary: field.textarea('Summary', { localized: true, max: 300 }),
    description: field.richText('Description', { localized: true }),
    specs: field.specList('Specifications', { localized: true, help: 'e.g. Resolution: 4K (8 MP).' }),
    priceCents: field.money('Price', { help: 'Leave empty to show "Call for price".' }),
    imageIds: field.imageList('Images', { maxItems: 12 }),
    featured: field.boolean('Featured', false),
    published: field.boolean('Published', false),
    sortOrder: field.sortOrder(),
    ...seoFields,
  },
  titleField: 'name',
  listColumns: ['name', 'categoryId', 'priceCents', 'featured', 'published'],
  searchFields: ['name', 'sku', 'summary'],
  defaultSort: { field: 'sortOrder', order: 'asc' },
  access: 'staff',
  adminLinks: [
    { label: 'Add product', page: 'add', icon: IconSquarePlus, sidebar: 60, dashboard: 30 },
    { label: 'Products', icon: IconPackage, sidebar: 70, trailingSlash: true },
  ],
  publicPaths: (product) => ['/', '/products', `/products/${product.slug}`],
  sitePath: (product) => `/products/${product.slug}`,
});
