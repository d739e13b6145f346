'use client';

import { ActionIcon, Button, Group, Image, Input, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconGripVertical, IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './ImageListPicker.module.css';
import { addIds, moveId } from './image-order';
import { MediaPicker } from './MediaPicker';
import { imageUrlFor, useMediaItems } from './media-api';

interface ImageListPickerProps {
  value: number[];
  onChange: (value: number[]) => void;
  label?: string;
  description?: string;
  error?: React.ReactNode;
  withAsterisk?: boolean;
  maxItems?: number;
}

/** Several images in order: add from the library or by upload, remove, reorder by drag or arrows. */
export function ImageListPicker({
  value,
  onChange,
  label,
  description,
  error,
  withAsterisk,
  maxItems,
}: ImageListPickerProps) {
  const [picking, setPicking] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const items = useMediaItems(value);
  const room = maxItems === undefined ? undefined : Math.max(0, maxItems - value.length);

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
      role="group"
      aria-label={label}
    >
      <Paper p="sm" mt={6} radius="md" withBorder>
        {value.length > 0 && (
          <SimpleGrid
            cols={{ base: 2, xs: 3, md: 4 }}
            spacing="sm"
            mb="sm"
            component="ul"
            className={classes.list}
            aria-label="Images in order"
          >
            {value.map((id, index) => {
              const item = items[index]?.data;
              const name = item?.alt || `Image ${index + 1}`;
              return (
                <li
                  key={id}
                  className={classes.tile}
                  data-dragging={dragged === index || undefined}
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    setDragged(index);
                  }}
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={(event) => {
                    event.preventDefault();
                    if (dragged !== null) onChange(moveId(value, dragged, index));
                    setDragged(null);
                  }}
                  onDragEnd={() => setDragged(null)}
                >
                  {item ? (
                    <Image
                      src={imageUrlFor(item, 160)}
                      alt={item.alt}
                      h={100}
                      fit="cover"
                      radius="sm"
                      bg="light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-6))"
                    />
                  ) : (
                    <Skeleton h={100} radius="sm" />
                  )}
                  <IconGripVertical className={classes.grip} size={18} aria-hidden />
                  <Group justify="space-between" gap={4} mt={6} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      size="sm"
                      disabled={index === 0}
                      onClick={() => onChange(moveId(value, index, index - 1))}
                      aria-label={`Move ${name} earlier`}
                    >
                      <IconArrowLeft size={14} aria-hidden />
                    </ActionIcon>
                    <Text size="xs" c="dimmed">
                      {index + 1}
                    </Text>
                    <ActionIcon
                      variant="default"
                      size="sm"
                      disabled={index === value.length - 1}
                      onClick={() => onChange(moveId(value, index, index + 1))}
                      aria-label={`Move ${name} later`}
                    >
                      <IconArrowRight size={14} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="sm"
                      onClick={() => onChange(value.filter((other) => other !== id))}
                      aria-label={`Remove ${name}`}
                    >
                      <IconX size={14} aria-hidden />
                    </ActionIcon>
                  </Group>
                </li>
              );
            })}
          </SimpleGrid>
        )}
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconPhotoPlus size={16} aria-hidden />}
            onClick={() => setPicking(true)}
            disabled={room === 0}
          >
            Add images
          </Button>
          <Text size="sm" c="dimmed">
            {value.length === 0
              ? 'No images'
              : `${value.length}${maxItems ? ` of ${maxItems}` : ''} · drag or use the arrows to reorder`}
          </Text>
        </Group>
      </Paper>
      <MediaPicker
        opened={picking}
        onClose={() => setPicking(false)}
        multiple
        limit={room}
        onPick={(picked) =>
          onChange(
            addIds(
              value,
              picked.map((item) => item.id),
              maxItems,
            ),
          )
        }
      />
    </Input.Wrapper>
  );
}
