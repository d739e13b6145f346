import { IconBriefcase } from '@tabler/icons-react';
import { defineModule } from '@/kit/define-module';
import { field } from '@/kit/fields';
import { businessToday } from '@/lib/calendar-dates';
import { isJobOpen } from './site/jobs';

/** Job openings at /careers. */
export const jobsModule = defineModule({
  key: 'jobs',
  table: 'jobs',
  adminPath: 'jobs',
  label: { singular: 'Job', plural: 'Jobs' },
  fields: {
    title: field.text('Title', { localized: true, required: true, max: 160 }),
    slug: field.slug('title'),
    location: field.text('Location', { required: true, max: 120 }),
    employmentType: field.enum('Employment type', ['full-time', 'part-time', 'contract'], {
      required: true,
      default: 'full-time',
    }),
    description: field.richText('Description', { localized: true, required: true }),
    requirements: field.richText('Requirements', { localized: true }),
    salaryRange: field.text('Salary range', { localized: true, max: 80, help: 'e.g. $28–$38 per hour.' }),
    active: field.boolean('Active', true),
    postedAt: field.date('Posted on'),
    closesOn: field.date('Closes on', {
      after: 'postedAt',
      help: 'The last day applications are taken. After it the job leaves the open positions and search engines are told it has closed. Leave empty while it stays open.',
    }),
  },
  titleField: 'title',
  listColumns: ['title', 'location', 'employmentType', 'postedAt', 'closesOn', 'active'],
  searchFields: ['title', 'location'],
  defaultSort: { field: 'postedAt', order: 'desc' },
  access: 'staff',
  adminLinks: [{ label: 'Jobs', icon: IconBriefcase, sidebar: 180 }],
  pages: ['add', 'edit', 'view', 'list'],
  publicPaths: (job) => ['/careers', `/careers/${job.slug}`],
  sitePath: (job) => `/careers/${job.slug}`,
  indexable: (job, now) => isJobOpen(job, businessToday(now)),
});
