import type { AnyModule } from '@/kit/define-module';

/** What `createdAt` is called for a module: as its declaration says (an inbox: "Received"), else "Created". */
export function createdAtLabel(module: AnyModule): string {
  return module.createdAtLabel ?? 'Created';
}

export const UPDATED_AT_LABEL = 'Updated';
