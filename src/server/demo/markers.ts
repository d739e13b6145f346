import type { ProductShape, SceneKind, SitePlanSpec } from './illustrations';

/** A demo value that points at another demo record, found by its title when seeding. */
export interface RecordRef {
  $ref: string;
  title: string;
}

/** A demo picture, drawn and added to the media library when seeding. */
export type DemoPicture =
  | { $image: 'scene'; kind: SceneKind; variant: number; alt: string }
  | { $image: 'product'; shape: ProductShape; alt: string }
  | { $image: 'logo'; variant: number; word: string; alt: string }
  | ({ $image: 'plan'; alt: string } & SitePlanSpec);

export const ref = (module: string, title: string): RecordRef => ({ $ref: module, title });

/** An isometric illustration of a property; alt texts say it is an illustration. */
export const scene = (kind: SceneKind, variant: number, alt: string): DemoPicture => ({
  $image: 'scene',
  kind,
  variant,
  alt,
});
export const product = (shape: ProductShape, alt: string): DemoPicture => ({ $image: 'product', shape, alt });
export const logo = (variant: number, word: string, alt: string): DemoPicture => ({
  $image: 'logo',
  variant,
  word,
  alt,
});
/** A project's site plan, drawn from its property type and camera count. */
export const sitePlan = (spec: SitePlanSpec, alt: string): DemoPicture => ({ $image: 'plan', ...spec, alt });

export type DemoValue = unknown;
export type DemoRecord = Record<string, DemoValue>;

/**
 * A module's demo records in another language: by the English value of each record's title field,
 * its localized fields' translations (the fields the module declares `localized`; any left out show
 * their English).
 */
export type DemoTranslations = Record<string, DemoRecord>;
