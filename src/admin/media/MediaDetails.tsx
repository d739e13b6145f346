'use client';

import {
  Alert,
  Anchor,
  Button,
  Group,
  Image,
  List,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from '@/admin/routing/link';
import { errorMessage, isApiErrorBody } from '@/lib/api-client';
import { MAX_ALT_LENGTH } from '@/lib/media-items';
import { formatDateTime } from '../records/fields/format-value';
import {
  formatBytes,
  imageUrlFor,
  type MediaItem,
  type MediaUsage,
  useDeleteMedia,
  useMediaItem,
  useMediaUsages,
  useUpdateAlt,
} from './media-api';

interface MediaDetailsProps {
  item: MediaItem | null;
  onClose: () => void;
}

/** One item, larger: its facts, its alt text to edit, where it is used, and delete. */
export function MediaDetails({ item, onClose }: MediaDetailsProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title="Image details"
      size="xl"
      centered
      fullScreen={phone}
    >
      {item && <MediaDetailsBody key={item.id} item={item} onClose={onClose} />}
    </Modal>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * Where the item is shown, each record linked to the page where it can be changed. An item in use
 * cannot be deleted, and this says so in place of the Delete button.
 */
function UsedBy({
  usages,
  fresh,
  onNavigate,
}: {
  usages: MediaUsage[] | undefined;
  fresh: boolean;
  onNavigate: () => void;
}) {
  if (!usages || !fresh) {
    return (
      <Text size="sm" c="dimmed">
        Checking where the image is used…
      </Text>
    );
  }
  if (usages.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Not used anywhere yet.
      </Text>
    );
  }
  return (
    <section aria-labelledby="media-used-by">
      <Text id="media-used-by" size="sm" fw={500} mb={4}>
        Used by
      </Text>
      <List size="sm" spacing={4}>
        {usages.map((usage) => (
          <List.Item key={`${usage.module}-${usage.recordId}-${usage.field}`}>
            {usage.label}{' '}
            <Anchor component={Link} href={usage.adminPath} size="sm" onClick={onNavigate}>
              {usage.title}
            </Anchor>{' '}
            <Text span size="xs" c="dimmed">
              ({usage.fieldLabel.toLowerCase()})
            </Text>
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" mt="xs">
        It cannot be deleted while it is used: take it out of{' '}
        {usages.length === 1 ? 'this record' : 'these records'} first.
      </Text>
    </section>
  );
}

function MediaDetailsBody({ item: opened, onClose }: { item: MediaItem; onClose: () => void }) {
  // The cached copy follows saves; the grid's copy is only the starting point.
  const item = useMediaItem(opened.id).data ?? opened;
  const [alt, setAlt] = useState(opened.alt);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const usages = useMediaUsages(item.id);
  const updateAlt = useUpdateAlt();
  const deleteMedia = useDeleteMedia();
  const altChanged = alt.trim() !== item.alt;

  const saveAlt = () =>
    updateAlt.mutate(
      { id: item.id, alt: alt.trim() },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', title: 'Saved', message: 'The alt text was saved.' }),
        onError: (error) =>
          notifications.show({ color: 'red', title: 'Could not save', message: errorMessage(error) }),
      },
    );

  const remove = () =>
    deleteMedia.mutate(item.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', title: 'Deleted', message: 'The image was deleted.' });
        onClose();
      },
      onError: (error) => {
        setConfirming(false);
        setDeleteError(errorMessage(error));
        if (isApiErrorBody(error) && error.errors?.usedBy) void usages.refetch();
      },
    });

  const inUse = (usages.data?.length ?? 0) > 0;
  // A cached answer may be out of date (a record may have taken the image since): wait for the new one.
  const checked = usages.data !== undefined && !usages.isFetching;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Stack gap="xs">
        <Image
          src={imageUrlFor(item, 480)}
          alt={item.alt}
          radius="md"
          fit="contain"
          mah={420}
          bg="light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-6))"
        />
        <Anchor href={item.url} target="_blank" rel="noopener noreferrer" size="sm">
          Open the original
        </Anchor>
      </Stack>
      <Stack gap="md">
        <Group gap="xl">
          <Fact label="Size">
            {item.width} × {item.height} px
          </Fact>
          <Fact label="File">
            {item.mimeType.replace('image/', '').toUpperCase()}, {formatBytes(item.sizeBytes)}
          </Fact>
          <Fact label="Uploaded">{formatDateTime(item.createdAt)}</Fact>
        </Group>
        {item.originalName && <Fact label="File name">{item.originalName}</Fact>}
        <Fact label="Resized copies">
          {item.variants.length
            ? item.variants.map((variant) => `${variant.width} px`).join(', ')
            : 'None (small image)'}
        </Fact>
        <Textarea
          label="Alt text"
          description="What the image shows, for people who cannot see it and for search engines."
          value={alt}
          onChange={(event) => setAlt(event.currentTarget.value)}
          maxLength={MAX_ALT_LENGTH}
          autosize
          minRows={2}
          maxRows={5}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {alt.length} / {MAX_ALT_LENGTH}
          </Text>
          <Button onClick={saveAlt} disabled={!altChanged} loading={updateAlt.isPending}>
            Save alt text
          </Button>
        </Group>

        <UsedBy usages={usages.data} fresh={checked} onNavigate={onClose} />

        {deleteError && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title="Not deleted"
          >
            {deleteError}
          </Alert>
        )}
        {/* Delete is offered only once the item is known to be unused: the API would refuse it. */}
        {checked && !inUse && confirming && (
          <Alert color="red" variant="outline" title="Delete this image for good?">
            <Text size="sm" mb="sm">
              The file and its resized copies are removed. This cannot be undone.
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button color="red" onClick={remove} loading={deleteMedia.isPending}>
                Delete
              </Button>
            </Group>
          </Alert>
        )}
        {checked && !inUse && !confirming && (
          <Group justify="flex-end">
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => {
                setDeleteError(null);
                setConfirming(true);
              }}
            >
              Delete image
            </Button>
          </Group>
        )}
      </Stack>
    </SimpleGrid>
  );
}
