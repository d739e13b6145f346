'use client';

import { Anchor, Button, Group, Modal, Pagination, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconPhoto, IconSearch, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from '@/admin/routing/link';
import { paginationControlLabels } from '../shell/pagination-labels';
import { DescribeUploads } from './DescribeUploads';
import { MediaGrid } from './MediaGrid';
import { type MediaItem, useMediaList } from './media-api';
import { UploadDropzone, UploadList } from './UploadDropzone';
import { useUploads } from './use-uploads';

const PAGE_SIZE = 18;

interface MediaPickerProps {
  opened: boolean;
  onClose: () => void;
  /** Several images (an image list) or one. */
  multiple?: boolean;
  /** How many more may be added (an image list's limit). */
  limit?: number;
  onPick: (items: MediaItem[]) => void;
}

/** Choose images from the library, or upload new ones right here. */
export function MediaPicker({ opened, onClose, multiple = false, limit, onPick }: MediaPickerProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={multiple ? 'Add images' : 'Choose an image'}
      size="xl"
      fullScreen={phone}
    >
      {opened && <PickerBody multiple={multiple} limit={limit} onClose={onClose} onPick={onPick} />}
    </Modal>
  );
}

function PickerBody({ multiple, limit, onClose, onPick }: Omit<MediaPickerProps, 'opened'>) {
  const [tab, setTab] = useState<string | null>('library');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState<MediaItem[]>([]);
  const list = useMediaList({ page, pageSize: PAGE_SIZE, q: q || undefined });
  const max = limit ?? Number.POSITIVE_INFINITY;

  const pick = (items: MediaItem[]) => {
    onPick(items);
    onClose();
  };
  const toggle = (item: MediaItem) => {
    if (!multiple) return pick([item]);
    setChosen((current) =>
      current.some((other) => other.id === item.id)
        ? current.filter((other) => other.id !== item.id)
        : current.length < max
          ? [...current, item]
          : current,
    );
  };
  const { uploads, start, reject, dismiss } = useUploads((item) => {
    if (multiple) setChosen((current) => (current.length < max ? [...current, item] : current));
    else pick([item]);
  });
  const [toDescribe, setToDescribe] = useState<File[]>([]);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Stack gap="md">
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="library" leftSection={<IconPhoto size={16} aria-hidden />}>
            Library
          </Tabs.Tab>
          <Tabs.Tab value="upload" leftSection={<IconUpload size={16} aria-hidden />}>
            Upload new
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="library" pt="md">
          <TextInput
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            placeholder="Search alt text or file name..."
            aria-label="Search images by alt text or file name"
            leftSection={<IconSearch size={16} aria-hidden />}
            mb="md"
          />
          {list.data?.total === 0 ? (
            <Text c="dimmed" size="sm" ta="center" py="xl">
              {q
                ? `No alt text or file name contains “${q}”.`
                : 'The library is empty: upload the first image.'}
            </Text>
          ) : (
            <MediaGrid
              items={list.data?.data ?? []}
              loading={list.isPending}
              onOpen={toggle}
              selected={chosen.map((item) => item.id)}
              tileWidth={140}
            />
          )}
          {pages > 1 && (
            <Group justify="center" mt="md">
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getControlProps={paginationControlLabels}
                size="sm"
              />
            </Group>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="upload" pt="md">
          <UploadDropzone onDrop={setToDescribe} onReject={reject} multiple={multiple} />
          {toDescribe.length > 0 && (
            <DescribeUploads
              files={toDescribe}
              onCancel={() => setToDescribe([])}
              onUpload={(described) => {
                setToDescribe([]);
                start(described);
              }}
            />
          )}
          <UploadList uploads={uploads} onDismiss={dismiss} />
        </Tabs.Panel>
      </Tabs>
      <Group justify="space-between" gap="sm">
        <Anchor component={Link} href="/admin/file" size="sm" target="_blank">
          Open the media library
        </Anchor>
        {multiple && (
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button disabled={chosen.length === 0} onClick={() => pick(chosen)}>
              {chosen.length > 1 ? `Add ${chosen.length} images` : 'Add image'}
            </Button>
          </Group>
        )}
      </Group>
    </Stack>
  );
}
