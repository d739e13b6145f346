import 'server-only';
import type { Transaction } from 'kysely';
import { SEALED_FORM } from '../crypto/secret-box';
import type { Database } from '../db/engine';
import type { DatabaseSchema } from '../db/schema';
import { decodeJson, engineValues } from '../db/values';

/**
 * Every value the database holds sealed with the site's secret (`crypto/secret-box.ts`): the
 * settings' secrets such as the SMTP password, the two-factor keys, and the bodies of mail waiting
 * with a reset link. Changing the secret, restoring a backup and starting an instance go over them
 * here, so that a new kind of sealed value is added in one place.
 */

type Writer = Transaction<DatabaseSchema>;

/** How many sealed values of each kind. */
export interface SealedCounts {
  settings: number;
  twoFactorKeys: number;
  waitingMail: number;
}

export const noSealedValues = (): SealedCounts => ({ settings: 0, twoFactorKeys: 0, waitingMail: 0 });

export const totalOf = (counts: SealedCounts) => counts.settings + counts.twoFactorKeys + counts.waitingMail;

/**
 * What to do with one sealed value: its replacement, or null to leave it as it is. `kind` says
 * what it is, `holder` which record holds it (a waiting mail's parts share one).
 */
export type SealedValueRewrite = (value: string, kind: keyof SealedCounts, holder: string) => string | null;

/**
 * Calls `rewrite` on every sealed value, in the caller's transaction, and stores what it returns.
 * Returns how many values of each kind were replaced (a waiting mail counts once).
 */
export async function rewriteSealedValues(
  trx: Writer,
  engine: Database['engine'],
  rewrite: SealedValueRewrite,
): Promise<SealedCounts> {
  const counts = noSealedValues();
  const sealed = (value: unknown): value is string => typeof value === 'string' && SEALED_FORM.test(value);

  for (const row of await trx.selectFrom('settings').select(['key', 'value']).execute()) {
    const values = decodeJson<Record<string, unknown>>(row.value, {});
    let changed = false;
    for (const [name, value] of Object.entries(values)) {
      if (!sealed(value)) continue;
      const replaced = rewrite(value, 'settings', `settings ${row.key}.${name}`);
      if (replaced === null) continue;
      values[name] = replaced;
      changed = true;
      counts.settings += 1;
    }
    if (changed) {
      const encoded = engineValues(engine).encodeJson(values);
      await trx.updateTable('settings').set({ value: encoded }).where('key', '=', row.key).execute();
    }
  }

  for (const row of await trx.selectFrom('two_factor').select(['userId', 'secret']).execute()) {
    const replaced = rewrite(row.secret, 'twoFactorKeys', `user ${row.userId}`);
    if (replaced === null) continue;
    await trx.updateTable('two_factor').set({ secret: replaced }).where('userId', '=', row.userId).execute();
    counts.twoFactorKeys += 1;
  }

  const waiting = await trx
    .selectFrom('mail_outbox')
    .select(['id', 'html', 'text', 'attachments'])
    .where('status', '=', 'pending')
    .execute();
  for (const mail of waiting) {
    let changed = false;
    const [html, text, attachments] = [mail.html, mail.text, mail.attachments].map((part) => {
      const replaced = sealed(part) ? rewrite(part, 'waitingMail', `mail ${mail.id}`) : null;
      if (replaced === null) return part;
      changed = true;
      return replaced;
    });
    if (!changed) continue;
    await trx
      .updateTable('mail_outbox')
      .set({ html: html as string, text: text as string, attachments })
      .where('id', '=', mail.id)
      .execute();
    counts.waitingMail += 1;
  }
  return counts;
}

/** How many sealed values of each kind `opens` cannot open (nothing is changed). */
export async function countUnopened(
  trx: Writer,
  engine: Database['engine'],
  opens: (value: string) => boolean,
): Promise<SealedCounts> {
  const unopened = {
    settings: new Set<string>(),
    twoFactorKeys: new Set<string>(),
    waitingMail: new Set<string>(),
  };
  await rewriteSealedValues(trx, engine, (value, kind, holder) => {
    if (!opens(value)) unopened[kind].add(holder);
    return null;
  });
  return {
    settings: unopened.settings.size,
    twoFactorKeys: unopened.twoFactorKeys.size,
    waitingMail: unopened.waitingMail.size,
  };
}
