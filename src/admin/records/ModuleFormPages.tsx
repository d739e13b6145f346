'use client';

import type { AnyModule } from '@/kit/define-module';
import { inSentence } from '@/kit/label-words';
import type { TranslationFacts } from '@/kit/record-types';
import { modulePaths } from '../routing/resolve-admin-route';
import { PageHeader } from '../shell/PageHeader';
import { LanguageForms } from '../translations/LanguageForms';
import { ModuleForm } from './ModuleForm';
import { type ModuleRecord, moduleQueryKeys } from './module-api';
import { moduleCrumbs } from './module-crumbs';
import { RecordLoader } from './RecordLoader';
import { RevisionsButton } from './RevisionsButton';
import { recordTitle } from './record-title';
import { RecordSiteLink } from './SiteLink';

/**
 * The edit form in the language chosen above it, for a module with localized fields: the English
 * record, or its translation with the English beside each field.
 */
function RecordLanguages({ module, record }: { module: AnyModule; record: ModuleRecord }) {
  return (
    <LanguageForms
      fieldSet={module}
      englishForm={
        <ModuleForm key={`${record.id}-${record.updatedAt ?? ''}`} module={module} record={record} />
      }
      english={record as ModuleRecord & { translation?: TranslationFacts }}
      target={{
        path: `/${module.key}/${record.id}`,
        englishKey: moduleQueryKeys.record(module, record.id),
        listKeys: [[...moduleQueryKeys.all(module), 'list'], moduleQueryKeys.count(module)],
      }}
      recordId={record.id}
      cancelHref={
        module.pages.includes('view') ? modulePaths.view(module, record.id) : modulePaths.list(module)
      }
    />
  );
}

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
            <RecordLanguages module={module} record={record} />
          </>
        );
      }}
    </RecordLoader>
  );
}
