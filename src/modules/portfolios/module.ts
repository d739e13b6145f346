import { IconPhotoStar } from '@tabler/icons-react';
import { defineModule } from '@/kit/define-module';
import { field } from '@/kit/fields';

/** Completed installations. The seed gives the portfolio no view page. */
export const portfoliosModule = defineModule({
  key: 'portfolios',
  table: 'portfolios',
  adminPath: 'portfolio',
  label: { singular: 'Project', plural: 'Portfolio' },
  fields: {
    title: field.text('Title', { required: true, max: 160 }),
    slug: field.slug('title'),
    location: field.text('Location', { max: 120, help: 'Neighborhood or city, e.g. Silver Lake.' }),
    category: field.enum('Category', ['residential', 'commercial', 'industrial', 'multifamily']),
    description: field.richText('Description'),
    imageIds: field.imageList('Photos', { maxItems: 20 }),
    completedAt: field.date('Completed on'),
    featured: field.boolean('Featured', false),
    published: field.boolean('Published', false),
  },
  titleField: 'title',
  listColumns: ['title', 'location', 'category', 'completedAt', 'published'],
  searchFields: ['title', 'location'],
  defaultSort: { field: 'completedAt', order: 'desc' },
  access: 'staff',
  adminLinks: [{ label: 'Portfolio', icon: IconPhotoStar, sidebar: 160 }],
  pages: ['add', 'edit'],
  publicPaths: (project) => ['/', '/portfolio', `/portfolio/${project.slug}`],
  sitePath: (project) => `/portfolio/${project.slug}`,
});
