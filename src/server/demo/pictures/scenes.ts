import { apartments, hillside, house } from './scenes-homes';
import { construction, office, service, storefront, warehouse } from './scenes-work';

/**
 * The demo's scenes: LA properties as isometric models, each with the cameras a good installer would
 * put there and the ground they watch. `variant` moves the planting and the parked cars, so two
 * pictures of one kind are not twins.
 */

export type SceneKind =
  | 'house'
  | 'hillside'
  | 'office'
  | 'storefront'
  | 'warehouse'
  | 'apartments'
  | 'construction'
  | 'service';

const SCENES: Record<SceneKind, (variant: number) => string> = {
  house,
  hillside,
  office,
  storefront,
  warehouse,
  apartments,
  construction,
  service,
};

/** A scene as SVG, 1600 × 1000. */
export function sceneSvg(kind: SceneKind, variant = 0): string {
  return SCENES[kind](variant);
}
