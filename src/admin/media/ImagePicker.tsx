'use client';

import { Button, Group, Image, Input, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconReplace, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { MediaPicker } from './MediaPicker';
import { imageUrlFor, useMediaItem } from './media-api';

interface ImagePickerProps {
  value: number | null;
  onChange: (value: number | null) => void;
  label?: string;
  description?: string;
  error?: React.ReactNode;
  withAsterisk?: boolean;
}

/** One image of the media library: chosen from the library or uploaded, shown, replaced or cleared. */
export function ImagePicker({ value, onChange, label, description, error, withAsterisk }: ImagePickerProps) {
  const [picking, setPicking] = useState(false);
  const item = useMediaItem(value);

  return (
    // A group named by the field: a form with several pictures (before and after) has several
    // "Choose or upload an image" buttons, each told apart by the field it stands in.
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
      role="group"
      aria-label={label}
    >
      <Paper p="sm" mt={6} radius="md" withBorder>
        {value === null ? (
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconPhotoPlus size={16} aria-hidden />}
              onClick={() => setPicking(true)}
            >
              Choose or upload an image
            </Button>
            <Text size="sm" c="dimmed">
              No image
            </Text>
          </Group>
        ) : (
          <Group gap="md" align="flex-start" wrap="nowrap">
            {item.data ? (
              <Image
                src={imageUrlFor(item.data, 160)}
                alt={item.data.alt}
                w={160}
                h={110}
                radius="sm"
                fit="cover"
                bg="light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-6))"
              />
            ) : (
              <Skeleton w={160} h={110} radius="sm" />
            )}
            <Stack gap={6} style={{ minWidth: 0 }}>
              <Text size="sm" lineClamp={2} c={item.data?.alt ? undefined : 'dimmed'}>
                {item.isError ? 'This image is no longer in the library' : item.data?.alt || 'No alt text'}
              </Text>
              {item.data && (
                <Text size="xs" c="dimmed">
                  {item.data.width} × {item.data.height} px
                </Text>
              )}
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconReplace size={14} aria-hidden />}
                  onClick={() => setPicking(true)}
                >
                  Change
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconX size={14} aria-hidden />}
                  onClick={() => onChange(null)}
                >
                  Remove
                </Button>
              </Group>
            </Stack>
          </Group>
        )}
      </Paper>
      <MediaPicker
        opened={picking}
        onClose={() => setPicking(false)}
        onPick={([picked]) => onChange(picked.id)}
      />
    </Input.Wrapper>
  );
}
