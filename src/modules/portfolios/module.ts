import { IconPhotoStar } from '@tabler/icons-react';
import { areaPathsOf, CITY_HELP, SERVED_CITIES } from '@/features/areas/browser';
import { defineModule } from '@/kit/define-module';
import { field } from '@/kit/fields';

/** Completed installations. The seed gives the portfolio no view page. */
export const portfoliosModule = defineModule({
  key: 'portfolios',
  table: 'portfolios',
  adminPath: 'portfolio',
  label: { singular: 'Project', plural: 'Portfolio' },
  fields: {
    title: field.text('Title', { localized: true, required: true, max: 160 }),
    slug: field.slug('title'),
    location: field.text('Location', { max: 120, help: 'Neighborhood or street area, e.g. Silver Lake.' }),
    city: field.text('City', { max: 80, help: CITY_HELP, suggestFrom: SERVED_CITIES }),
    serviceId: field.reference('Service', 'services', {
      help: 'The main service done here: the area page of the city lists it.',
    }),
    category: field.enum('Category', ['residential', 'commercial', 'industrial', 'multifamily']),
    description: field.richText('Description', { localized: true }),
    imageIds: field.imageList('Photos', { maxItems: 20 }),
    beforeImageId: field.image('Before picture', {
      help: 'The property before the work. With an after picture, the project page compares the two.',
    }),
    afterImageId: field.image('After picture', { help: 'The same view once the work was done.' }),
    completedAt: field.date('Completed on'),
    featured: field.boolean('Featured', false),
    published: field.boolean('Published', false),
  },
  titleField: 'title',
  listColumns: ['title', 'city', 'category', 'completedAt', 'published'],
  searchFields: ['title', 'location', 'city'],
  defaultSort: { field: 'completedAt', order: 'desc' },
  access: 'staff',
  adminLinks: [{ label: 'Portfolio', icon: IconPhotoStar, sidebar: 160 }],
  pages: ['add', 'edit'],
  // The city's area page and the served-cities lists (home, contact) follow its projects.
  publicPaths: (project) => [
    '/',
    '/portfolio',
    `/portfolio/${project.slug}`,
    '/contact',
    ...areaPathsOf(project.city),
  ],
  sitePath: (project) => `/portfolio/${project.slug}`,
});
