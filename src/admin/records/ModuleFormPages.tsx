'use client';

import type { AnyModule } from '@/kit/define-module';
import { modulePaths } from '../routing/resolve-admin-route';
import { PageHeader } from '../shell/PageHeader';
import { inSentence } from './label-case';
import { ModuleForm } from './ModuleForm';
import { moduleCrumbs } from './module-crumbs';
import { RecordLoader } from './RecordLoader';
import { RevisionsButton } from './RevisionsButton';
import { recordTitle } from './record-title';
import { RecordSiteLink } from './SiteLink';

export function ModuleAddPage({ module }: { module: AnyModule }) {
  return (
    <>
      <PageHeader
        title={`Add ${inSentence(module.label.singular)}`}
        crumbs={moduleCrumbs(module, { label: 'Add' })}
      />
      <ModuleForm module={module} />
    </>
  );
}

export function ModuleEditPage({ module, id }: { module: AnyModule; id: number }) {
  return (
    <RecordLoader module={module} id={id}>
      {(record) => {
        const title = recordTitle(module, record);
        const recordCrumb = module.pages.includes('view')
          ? { label: title, href: modulePaths.view(module, id) }
          : { label: title };
        return (
          <>
            <PageHeader
              title={`Edit ${inSentence(module.label.singular)}`}
              description={title}
              crumbs={moduleCrumbs(module, recordCrumb, { label: 'Edit' })}
              actions={
                <>
                  {module.sitePath && <RecordSiteLink module={module} record={record} />}
                  {module.trash && <RevisionsButton module={module} id={id} />}
                </>
              }
            />
            <ModuleForm key={`${record.id}-${record.updatedAt ?? ''}`} module={module} record={record} />
          </>
        );
      }}
    </RecordLoader>
  );
}
