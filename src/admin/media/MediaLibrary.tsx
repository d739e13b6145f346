'use client';

import { Alert, Button, EmptyState, Group, Pagination, Paper, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPhotoOff, IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { errorMessageOutsideForms } from '@/lib/api-client';
import { pageNumberField, textField, useAddressState } from '../routing/use-address-state';
import { useLastPageWhenPastTheEnd } from '../routing/use-last-page';
import { PageHeader } from '../shell/PageHeader';
import { paginationControlLabels } from '../shell/pagination-labels';
import { DescribeUploads } from './DescribeUploads';
import { MediaDetails } from './MediaDetails';
import { MediaGrid } from './MediaGrid';
import { type MediaItem, useMediaList } from './media-api';
import { UploadDropzone, UploadList } from './UploadDropzone';
import { useUploads } from './use-uploads';

const PAGE_SIZE = 24;
/** The longest search the media list takes. */
const MAX_SEARCH = 200;
/** The page and the search, in the address (`?page=2&q=driveway`). */
const VIEW_FIELDS = { page: pageNumberField, q: textField(MAX_SEARCH) };

/** `/admin/file`: every uploaded image, to upload, find, describe (alt text) and delete. */
export function MediaLibrary() {
  const [{ page, q: addressQ }, setView] = useAddressState(VIEW_FIELDS);
  const setPage = useCallback((next: number) => setView({ page: next }), [setView]);
  const [search, setSearch] = useState(addressQ);
  const [q] = useDebouncedValue(search.trim().slice(0, MAX_SEARCH), 300);
  // The search reaches the address once typing pauses, as it reaches the list.
  useEffect(() => {
    if (q !== addressQ) setView({ q, page: 1 });
  }, [q, addressQ, setView]);
  const [open, setOpen] = useState<MediaItem | null>(null);
  const list = useMediaList({ page, pageSize: PAGE_SIZE, q: q || undefined });
  const { uploads, start, reject, dismiss } = useUploads();
  const [chosen, setChosen] = useState<File[]>([]);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  useLastPageWhenPastTheEnd(page, PAGE_SIZE, list.data?.total, setPage);

  return (
    <>
      <PageHeader
        title="Media library"
        description="Images used across the site. Uploads are cleaned of camera data (such as GPS) and resized for fast pages."
        crumbs={[{ label: 'Dashboard', href: '/admin' }, { label: 'Media library' }]}
      />
      <Paper radius="md" shadow="xs" p="md" mb="lg">
        <UploadDropzone onDrop={setChosen} onReject={reject} />
        {chosen.length > 0 && (
          <DescribeUploads
            files={chosen}
            onCancel={() => setChosen([])}
            onUpload={(described) => {
              setChosen([]);
              setPage(1);
              start(described);
            }}
          />
        )}
        <UploadList uploads={uploads} onDismiss={dismiss} />
      </Paper>
      <Paper radius="md" shadow="xs">
        <Group justify="space-between" p="md" gap="sm">
          <TextInput
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            placeholder="Search alt text or file name..."
            aria-label="Search images by alt text or file name"
            leftSection={<IconSearch size={16} aria-hidden />}
            w={{ base: '100%', xs: 320 }}
          />
          {list.data && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {total} {total === 1 ? 'image' : 'images'}
            </Text>
          )}
        </Group>
        {list.isError && (
          <Alert color="red" variant="light" mx="md" mb="md" title="Could not load the images">
            <Group justify="space-between">
              <span>{errorMessageOutsideForms(list.error, { q: 'Search', page: 'Page' })}</span>
              <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </Group>
          </Alert>
        )}
        <div style={{ padding: '0 var(--mantine-spacing-md) var(--mantine-spacing-md)' }}>
          {list.data && total === 0 ? (
            <EmptyState
              icon={<IconPhotoOff size={28} aria-hidden />}
              withIndicatorBackground
              title={q ? 'No matches' : 'No images yet'}
              description={
                q ? `No alt text or file name contains “${q}”.` : 'Drop images above to add the first ones.'
              }
              py="xl"
            />
          ) : (
            <MediaGrid items={list.data?.data ?? []} loading={list.isPending} onOpen={setOpen} />
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
        </div>
      </Paper>
      <MediaDetails item={open} onClose={() => setOpen(null)} />
    </>
  );
}
