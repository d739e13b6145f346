'use client';

import { Group, Image, Skeleton, Text, Tooltip } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import type { MediaItem } from '@/lib/media-items';
import { imageUrlFor, useMediaItem, useMediaItems } from './media-api';

/**
 * `sm`: a table cell's thumbnail, every one the same box (cropped to fill it). `md`: a record's
 * view and a revision comparison, each picture whole at its own aspect ratio within the box.
 */
const SIZES = { sm: { w: 48, h: 36 }, md: { w: 200, h: 150 } };
type Size = keyof typeof SIZES;

const BACKGROUND = 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-6))';

/**
 * The largest size of an image's shape that fits the box, never larger than the image itself; a
 * size unknown (0) takes the box.
 */
export function fitWithin(
  image: { width: number; height: number },
  box: { w: number; h: number },
): { w: number; h: number } {
  if (!(image.width > 0 && image.height > 0)) return box;
  const scale = Math.min(box.w / image.width, box.h / image.height, 1);
  return {
    w: Math.max(1, Math.round(image.width * scale)),
    h: Math.max(1, Math.round(image.height * scale)),
  };
}

/** An image's props at a size: cropped to the box for `sm`, whole at its aspect ratio for `md`. */
function pictureProps(item: Pick<MediaItem, 'url' | 'variants' | 'alt' | 'width' | 'height'>, size: Size) {
  const box = SIZES[size];
  const { w, h } = size === 'sm' ? box : fitWithin(item, box);
  return {
    src: imageUrlFor(item, w),
    alt: item.alt,
    w,
    h,
    width: w,
    height: h,
    radius: 'sm',
    fit: size === 'sm' ? 'cover' : 'contain',
    bg: BACKGROUND,
    style: { flex: 'none' },
  } as const;
}

/** A media item as a picture with its alt text; a missing item says so. */
export function MediaThumbnail({ id, size = 'md' }: { id: number; size?: Size }) {
  const { data, isError } = useMediaItem(id);
  const { w, h } = SIZES[size];
  if (isError) {
    return (
      <Group gap={4} c="dimmed">
        <IconPhotoOff size={16} aria-hidden />
        <Text span size="sm">
          Image #{id} is missing
        </Text>
      </Group>
    );
  }
  if (!data) return <Skeleton w={w} h={h} radius="sm" />;
  return (
    <Tooltip label={data.alt || 'No alt text'} disabled={size === 'md'}>
      <Image {...pictureProps(data, size)} />
    </Tooltip>
  );
}

/** The images of an image list, in order; in a table cell only the first few and a count. */
export function MediaThumbnailList({ ids, size = 'md', max }: { ids: number[]; size?: Size; max?: number }) {
  const shown = max === undefined ? ids : ids.slice(0, max);
  const items = useMediaItems(shown);
  const { w, h } = SIZES[size];
  return (
    <Group gap={size === 'sm' ? 4 : 'xs'} align="flex-start">
      {shown.map((id, index) => {
        const item = items[index]?.data;
        return item ? (
          <Image key={id} {...pictureProps(item, size)} />
        ) : (
          <Skeleton key={id} w={w} h={h} radius="sm" />
        );
      })}
      {shown.length < ids.length && (
        <Text span size="sm" c="dimmed">
          +{ids.length - shown.length}
        </Text>
      )}
    </Group>
  );
}
