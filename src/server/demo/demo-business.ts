import type { AnyModule } from '@/kit/define-module';
import type { SettingsDefinition } from '@/kit/define-settings';
import type { TranslatedLocale } from '@/kit/locales';
import type { DemoRecord, DemoTranslations } from './markers';

/**
 * The demo business the seed loads (SEED_DEMO): each module ships its own records and each settings
 * page its values, and the composition hands them over in order; the seed knows no feature.
 */
export interface DemoBusiness {
  /** Each module's records, in seeding order: a record is seeded after those it refers to. */
  records: readonly {
    module: AnyModule;
    records: readonly DemoRecord[];
    /** Their localized fields in other languages, by the English title. */
    translations?: Partial<Record<TranslatedLocale, DemoTranslations>>;
  }[];
  /** Each settings page's values, and its localized fields in other languages. */
  settings: readonly {
    settings: SettingsDefinition;
    values: DemoRecord;
    translations?: Partial<Record<TranslatedLocale, DemoRecord>>;
  }[];
}
