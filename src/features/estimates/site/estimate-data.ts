import 'server-only';
import { cctvModule } from '@/modules/cctv/module';
import { cctvPackagesModule } from '@/modules/cctv-packages/module';
import { settingsValues, visibleRecords } from '@/site/content';
import type { EstimateInputs } from '../calculate-estimate';
import { estimateInputsOf } from '../estimate-inputs-of';
import { estimateRulesSettings } from '../settings';

/**
 * What a page's estimate is worked out from: the packages and plans visitors see and the rules.
 * Only what the calculator needs goes to the browser (no ids, pictures or notes).
 */
export async function estimateInputs(): Promise<EstimateInputs> {
  const [packages, plans, settings] = await Promise.all([
    visibleRecords(cctvPackagesModule),
    visibleRecords(cctvModule),
    settingsValues(estimateRulesSettings),
  ]);
  return estimateInputsOf(packages, plans, settings);
}
