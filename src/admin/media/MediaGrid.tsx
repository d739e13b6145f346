'use client';

import { AspectRatio, Image, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import classes from './MediaGrid.module.css';
import { imageUrlFor, type MediaItem } from './media-api';

interface MediaGridProps {
  items: MediaItem[];
  onOpen: (item: MediaItem) => void;
  /** Ids shown as chosen (the picker). */
  selected?: number[];
  loading?: boolean;
  /** How wide a tile is at most, for the size of the copy loaded. */
  tileWidth?: number;
}

const COLUMNS = { base: 2, xs: 3, sm: 4, lg: 6 };

/** Square thumbnails; each one opens the item (or toggles it in the picker). */
export function MediaGrid({
  items,
  onOpen,
  selected = [],
  loading = false,
  tileWidth = 200,
}: MediaGridProps) {
  if (loading && items.length === 0) {
    return (
      <SimpleGrid cols={COLUMNS} spacing="sm">
        {Array.from({ length: 12 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} radius="md" style={{ aspectRatio: '1' }} />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={COLUMNS} spacing="sm">
      {items.map((item) => {
        const isSelected = selected.includes(item.id);
        return (
          <UnstyledButton
            key={item.id}
            className={classes.tile}
            data-selected={isSelected || undefined}
            onClick={() => onOpen(item)}
            aria-pressed={selected.length > 0 || isSelected ? isSelected : undefined}
            aria-label={`${item.alt || 'Image without alt text'}, ${item.width} × ${item.height}${item.originalName ? `, ${item.originalName}` : ''}`}
          >
            <AspectRatio ratio={1}>
              <Image
                src={imageUrlFor(item, tileWidth)}
                alt=""
                loading="lazy"
                fit="cover"
                className={classes.image}
              />
            </AspectRatio>
            {isSelected && <IconCircleCheckFilled className={classes.check} size={26} aria-hidden />}
            <Text size="xs" className={classes.caption} c={item.alt ? undefined : 'dimmed'} truncate="end">
              {item.alt || 'No alt text'}
            </Text>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
