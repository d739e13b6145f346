'use client';

import type { AnyModule } from '@/kit/define-module';
import { localizedFieldNames } from '@/kit/fields';
import type { TranslationFacts } from '@/kit/record-types';
import { modulePaths } from '../routing/resolve-admin-route';
import { PageHeader } from '../shell/PageHeader';
import { KeptLanguageForms } from '../translations/KeptLanguageForms';
import { LanguageSwitch } from '../translations/LanguageSwitch';
import { TranslationPanel } from '../translations/TranslationPanel';
import { useFormLanguage } from '../translations/use-form-language';
import { inSentence } from './label-case';
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
  const [language, setLanguage] = useFormLanguage();
  const english = (
    <ModuleForm key={`${record.id}-${record.updatedAt ?? ''}`} module={module} record={record} />
  );
  if (localizedFieldNames(module.fields).length === 0) return english;
  const facts = record.translation as TranslationFacts | undefined;
  return (
    <>
      <LanguageSwitch value={language} onChange={setLanguage} needsTranslation={facts?.needsTranslation} />
      <KeptLanguageForms
        language={language}
        english={english}
        translated={(locale) => (
          <TranslationPanel
            target={{
              path: `/${module.key}/${record.id}`,
              englishKey: moduleQueryKeys.record(module, record.id),
              listKeys: [[...moduleQueryKeys.all(module), 'list'], moduleQueryKeys.count(module)],
            }}
            fieldSet={module}
            locale={locale}
            english={record}
            recordId={record.id}
            cancelHref={
              module.pages.includes('view') ? modulePaths.view(module, record.id) : modulePaths.list(module)
            }
          />
        )}
      />
    </>
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
