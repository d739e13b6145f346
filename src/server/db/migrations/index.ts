import type { ProjectMigration } from '../migration-kit';
import { foundation } from './0001_foundation';
import { services } from './0002_services';
import { faqs } from './0003_faqs';

/** Every migration, in order. Names are permanent: they are recorded in the database once applied. */
export const migrations: Record<string, ProjectMigration> = {
  '0001_foundation': foundation,
  '0002_services': services,
  '0003_faqs': faqs,
};
