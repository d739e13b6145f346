import { IconNews } from '@tabler/icons-react';
import { defineModule } from '@/kit/define-module';
import { field, seoFields } from '@/kit/fields';

/** Blog posts: shown when published and their publish time has come. */
export const blogsModule = defineModule({
  key: 'blogs',
  table: 'blogs',
  adminPath: 'blog',
  label: { singular: 'Blog post', plural: 'Blogs' },
  fields: {
    title: field.text('Title', { localized: true, required: true, max: 160 }),
    slug: field.slug('title'),
    excerpt: field.textarea('Excerpt', { localized: true, max: 400 }),
    body: field.richText('Body', { localized: true, required: true }),
    coverImageId: field.image('Cover image'),
    author: field.text('Author', { max: 80 }),
    tags: field.stringList('Tags', { maxItems: 12 }),
    status: field.enum('Status', ['draft', 'published'], { required: true, default: 'draft' }),
    publishedAt: field.datetime('Publish at', { help: 'A future time schedules the post.' }),
    ...seoFields,
  },
  titleField: 'title',
  listColumns: ['title', 'author', 'status', 'publishedAt'],
  searchFields: ['title', 'excerpt', 'author'],
  defaultSort: { field: 'publishedAt', order: 'desc' },
  access: 'staff',
  adminLinks: [
    { label: 'Blogs', icon: IconNews, sidebar: 130 },
    { label: 'Add blog post', page: 'add', icon: IconNews, dashboard: 20 },
  ],
  // The feed lists the newest posts: a change of any post changes it.
  publicPaths: (post) => ['/', '/blog', `/blog/${post.slug}`, '/blog/feed.xml'],
  sitePath: (post) => `/blog/${post.slug}`,
});
