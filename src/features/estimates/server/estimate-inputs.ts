import 'server-only';
import type { AnyModule } from '@/kit/define-module';
import { visibilityFilters } from '@/kit/visibility';
import { cctvModule } from '@/modules/cctv/module';
import { cctvPackagesModule } from '@/modules/cctv-packages/module';
import { invalidInput } from '@/server/api/errors';
import type { Database } from '@/server/db/engine';
import { listRecords } from '@/server/records/repository';
import { readSettings } from '@/server/records/settings-store';
import { calculateEstimate, type EstimateConfig, type EstimateInputs } from '../calculate-estimate';
import { estimateInputsOf } from '../estimate-inputs-of';
import { quoteRows } from '../estimate-text';
import { estimateRulesSettings } from '../settings';

/** The records of a module that visitors see now (a catalogue: far fewer than a page of 100). */
async function visibleNow<M extends AnyModule>(database: Database, module: M) {
  const { data } = await listRecords(database, module, {
    page: 1,
    pageSize: 100,
    filters: visibilityFilters(module.fields),
  });
  const now = new Date();
  return data.filter((record) => module.publiclyVisible(record, now));
}

/** What the estimate is worked out from, as the database holds it now: never what a browser sent. */
export async function loadEstimateInputs(database: Database): Promise<EstimateInputs> {
  const [packages, plans, settings] = await Promise.all([
    visibleNow(database, cctvPackagesModule),
    visibleNow(database, cctvModule),
    readSettings(database, estimateRulesSettings),
  ]);
  return estimateInputsOf(packages, plans, settings.presented);
}

/**
 * The quote kept with an inquiry: the configuration's range worked out again from the current
 * packages and rules. A configuration the rules do not offer is refused (400, on `estimate`).
 */
export async function quoteForInquiry(database: Database, config: EstimateConfig) {
  const outcome = calculateEstimate(config, await loadEstimateInputs(database));
  if (!outcome.ok) throw invalidInput({ estimate: [outcome.problem] });
  return quoteRows(outcome.estimate);
}
