import type { ProductShape, SceneKind } from './illustrations';

/** A demo value that points at another demo record, found by its title when seeding. */
export interface RecordRef {
  $ref: string;
  title: string;
}

/** A demo picture, drawn and added to the media library when seeding. */
export type DemoPicture =
  | { $image: 'scene'; kind: SceneKind; variant: number; alt: string }
  | { $image: 'product'; shape: ProductShape; alt: string }
  | { $image: 'logo'; variant: number; alt: string };

export const ref = (module: string, title: string): RecordRef => ({ $ref: module, title });

export const scene = (kind: SceneKind, variant: number, alt: string): DemoPicture => ({
  $image: 'scene',
  kind,
  variant,
  alt,
});
export const product = (shape: ProductShape, alt: string): DemoPicture => ({ $image: 'product', shape, alt });
export const logo = (variant: number, alt: string): DemoPicture => ({ $image: 'logo', variant, alt });

export type DemoValue = unknown;
export type DemoRecord = Record<string, DemoValue>;
