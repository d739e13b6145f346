import { IconStar } from '@tabler/icons-react';
import { areaPathsOf, CITY_HELP, SERVED_CITIES } from '@/features/areas/browser';
import { defineModule } from '@/kit/define-module';
import { field } from '@/kit/fields';

/** Client reviews at /reviews and on the home page. */
export const reviewsModule = defineModule({
  key: 'reviews',
  table: 'reviews',
  adminPath: 'review',
  label: { singular: 'Review', plural: 'Client reviews' },
  fields: {
    author: field.text('Author', { required: true, max: 80 }),
    location: field.text('Location', { max: 120, help: 'Neighborhood, shown under the name.' }),
    city: field.text('City', { max: 80, help: CITY_HELP, suggestFrom: SERVED_CITIES }),
    rating: field.integer('Rating', { required: true, min: 1, max: 5, display: 'stars' }),
    text: field.textarea('Review', { required: true, max: 3000 }),
    photoId: field.image('Photo'),
    source: field.enum('Source', ['google', 'yelp', 'facebook', 'direct'], { default: 'direct' }),
    reviewedAt: field.date('Reviewed on'),
    published: field.boolean('Published', false),
    sortOrder: field.sortOrder(),
  },
  titleField: 'author',
  listColumns: ['author', 'rating', 'source', 'reviewedAt', 'published'],
  searchFields: ['author', 'text', 'location', 'city'],
  defaultSort: { field: 'sortOrder', order: 'asc' },
  access: 'staff',
  adminLinks: [{ label: 'Client reviews', icon: IconStar, sidebar: 210 }],
  publicPaths: (review) => ['/', '/reviews', '/contact', ...areaPathsOf(review.city)],
  // Reviews have no page each: they are shown together.
  sitePath: () => '/reviews',
});
