'use client';

import '@mantine/dropzone/styles.css';
import { ActionIcon, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertTriangle, IconCircleCheck, IconPhotoUp, IconUpload, IconX } from '@tabler/icons-react';
import { MAX_UPLOAD_BYTES } from '@/lib/media-items';
import { ACCEPTED_IMAGE_TYPES } from './media-api';
import type { Upload } from './use-uploads';

interface UploadDropzoneProps {
  onDrop: (files: File[]) => void;
  onReject: Parameters<typeof Dropzone>[0]['onReject'];
  multiple?: boolean;
  compact?: boolean;
}

/** Drop images here or click to choose; the browser refuses wrong types and sizes before sending. */
export function UploadDropzone({ onDrop, onReject, multiple = true, compact = false }: UploadDropzoneProps) {
  return (
    <Dropzone
      onDrop={onDrop}
      onReject={onReject}
      accept={ACCEPTED_IMAGE_TYPES}
      maxSize={MAX_UPLOAD_BYTES}
      multiple={multiple}
      aria-label="Upload images"
    >
      <Group
        justify="center"
        gap="md"
        mih={compact ? 72 : 120}
        wrap="nowrap"
        style={{ pointerEvents: 'none' }}
      >
        <Dropzone.Accept>
          <IconUpload size={40} stroke={1.5} color="var(--mantine-color-navy-6)" aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={40} stroke={1.5} color="var(--mantine-color-red-6)" aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconPhotoUp size={40} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
        </Dropzone.Idle>
        <div>
          <Text size={compact ? 'sm' : 'md'} fw={500}>
            Drag {multiple ? 'images' : 'an image'} here or click to choose
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            JPEG, PNG, WebP, GIF or AVIF, up to 10 MB{multiple ? ' each' : ''}
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
}

/** Each file being sent: a progress bar, then a tick or the reason it was refused. */
export function UploadList({ uploads, onDismiss }: { uploads: Upload[]; onDismiss: (key: number) => void }) {
  if (uploads.length === 0) return null;
  return (
    <Stack gap="xs" mt="sm" aria-live="polite">
      {uploads.map((upload) => (
        <Group key={upload.key} gap="sm" wrap="nowrap" align="center">
          {upload.status === 'done' && (
            <ThemeIcon color="green" variant="light" size="sm" radius="xl">
              <IconCircleCheck size={14} aria-hidden />
            </ThemeIcon>
          )}
          {upload.status === 'error' && (
            <ThemeIcon color="red" variant="light" size="sm" radius="xl">
              <IconAlertTriangle size={14} aria-hidden />
            </ThemeIcon>
          )}
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" truncate="end">
              {upload.name}
            </Text>
            {upload.status === 'uploading' && (
              <Progress
                value={upload.progress * 100}
                size="sm"
                animated
                aria-label={`Uploading ${upload.name}`}
              />
            )}
            {upload.status === 'error' && (
              <Text size="xs" c="red">
                {upload.error}
              </Text>
            )}
            {upload.status === 'done' && (
              <Text size="xs" c="dimmed">
                {upload.existing
                  ? `Already in the library${upload.item?.alt ? `: “${upload.item.alt}”` : ''}`
                  : 'Uploaded'}
              </Text>
            )}
          </Stack>
          {upload.status !== 'uploading' && (
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onDismiss(upload.key)}
              aria-label={`Dismiss ${upload.name}`}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
    </Stack>
  );
}
