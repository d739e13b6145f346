import type { AnyModule } from '@/kit/define-module';
import type { RecordPayload } from './module-api';

/** The changes that put a record on the site and take it off again. */
export interface PublishChanges {
  publish: RecordPayload;
  unpublish: RecordPayload;
}

/**
 * How a module's records go on the site and off it: a `published` switch, or a `status` with a
 * `published` option (off again: back to its first other option, a draft). Null for a module
 * without either: an `active` flag of a slider or a job opening is not a publish flag.
 */
export function publishChanges(module: AnyModule): PublishChanges | null {
  const { published, status } = module.fields;
  if (published?.kind === 'boolean') return { publish: { published: true }, unpublish: { published: false } };
  if (status?.kind === 'enum' && status.options.includes('published')) {
    const draft = status.options.find((option) => option !== 'published');
    if (draft) return { publish: { status: 'published' }, unpublish: { status: draft } };
  }
  return null;
}
