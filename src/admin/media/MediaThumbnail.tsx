'use client';

import { Group, Image, Skeleton, Text, Tooltip } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { imageUrlFor, useMediaItem, useMediaItems } from './media-api';

const SIZES = { sm: { w: 48, h: 36 }, md: { w: 160, h: 110 } };
type Size = keyof typeof SIZES;

/** A media item as a small picture with its alt text; a missing item says so. */
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
      <Image
        src={imageUrlFor(data, w)}
        alt={data.alt}
        w={w}
        h={h}
        radius="sm"
        fit="cover"
        bg="light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-6))"
      />
    </Tooltip>
  );
}

/** The images of an image list, in order; in a table cell only the first few and a count. */
export function MediaThumbnailList({ ids, size = 'md', max }: { ids: number[]; size?: Size; max?: number }) {
  const shown = max === undefined ? ids : ids.slice(0, max);
  const items = useMediaItems(shown);
  const { w, h } = SIZES[size];
  return (
    <Group gap={size === 'sm' ? 4 : 'xs'}>
      {shown.map((id, index) => {
        const item = items[index]?.data;
        return item ? (
          <Image
            key={id}
            src={imageUrlFor(item, w)}
            alt={item.alt}
            w={w}
            h={h}
            radius="sm"
            fit="cover"
            bg="light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-6))"
          />
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
