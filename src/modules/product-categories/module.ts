import { IconCategory, IconCategoryPlus } from '@tabler/icons-react';
import { defineModule } from '@/kit/define-module';
import { field } from '@/kit/fields';

export const productCategoriesModule = defineModule({
  key: 'product-categories',
  table: 'product_categories',
  adminPath: 'product/category',
  label: { singular: 'Product category', plural: 'Product categories' },
  fields: {
    name: field.text('Name', { localized: true, required: true, max: 120 }),
    slug: field.slug('name'),
    description: field.textarea('Description', { localized: true, max: 1000 }),
    imageId: field.image('Image'),
    parentId: field.reference('Parent category', 'product-categories', {
      help: 'Leave empty for a top-level category.',
    }),
    published: field.boolean('Published', false),
    sortOrder: field.sortOrder(),
  },
  titleField: 'name',
  listColumns: ['name', 'slug', 'parentId', 'published'],
  searchFields: ['name', 'description'],
  defaultSort: { field: 'sortOrder', order: 'asc' },
  access: 'staff',
  adminLinks: [
    { label: 'Add product category', page: 'add', icon: IconCategoryPlus, sidebar: 80 },
    { label: 'Product categories', icon: IconCategory, sidebar: 90 },
  ],
  publicPaths: (category) => ['/', '/products', `/products/category/${category.slug}`],
  sitePath: (category) => `/products/category/${category.slug}`,
});
