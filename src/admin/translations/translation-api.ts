'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TranslatedLocale } from '@/kit/locales';
import type { TranslationFacts } from '@/kit/record-types';
import { requestApi } from '@/lib/api-client';

/**
 * A translation as the form reads and writes it: a record's (`/api/{key}/{id}`) or a settings
 * page's (`/api/settings/{key}`), read with `?locale=` and written whole at `/translations/{locale}`.
 */
export interface TranslationTarget {
  /** The API path of the record or settings page, without `/api`: `/services/3`, `/settings/about`. */
  path: string;
  /**
   * The query key the English record or settings are cached under: after a save only its
   * `translation` facts are brought up to date, so an English form open beside it keeps its draft.
   */
  englishKey: readonly unknown[];
  /** Query keys of lists that show it (their needs-translation marks): read again after a save. */
  listKeys?: readonly (readonly unknown[])[];
}

/** The values of a record or settings page read in a language, with how it reads there. */
export type TranslatedValues = Record<string, unknown> & { translation?: TranslationFacts };

const translationKey = (target: TranslationTarget, locale: TranslatedLocale) =>
  ['translation', target.path, locale] as const;

export function useTranslationRead(target: TranslationTarget, locale: TranslatedLocale) {
  return useQuery({
    queryKey: translationKey(target, locale),
    queryFn: async () =>
      ((await requestApi('GET', target.path, { query: { locale } })) as { data: TranslatedValues }).data,
  });
}

export function useSaveTranslation(target: TranslationTarget, locale: TranslatedLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: Record<string, unknown>) =>
      (
        (await requestApi('PUT', `${target.path}/translations/${locale}`, { body: payload })) as {
          data: TranslatedValues;
        }
      ).data,
    onSuccess: async (saved) => {
      queryClient.setQueryData(translationKey(target, locale), saved);
      const needsTranslation = saved.translation?.needsTranslation;
      queryClient.setQueryData(target.englishKey, (english: TranslatedValues | undefined) =>
        english?.translation && needsTranslation
          ? { ...english, translation: { ...english.translation, needsTranslation } }
          : english,
      );
      await Promise.all(
        (target.listKeys ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: false })),
      );
    },
  });
}
