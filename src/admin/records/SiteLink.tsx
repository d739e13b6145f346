'use client';

import { Button, Group, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconEyeCheck } from '@tabler/icons-react';
import type { AnyModule } from '@/kit/define-module';
import type { AnyRecord } from '@/kit/record-types';
import { type ModuleRecord, usePreviewLink } from './module-api';
import { PreviewLinks } from './PreviewLinks';

/** A public page opened from the back office: in a new tab, so the form or view stays as it was. */
export function ViewOnSiteButton({ path }: { path: string }) {
  return (
    <Button
      component="a"
      href={path}
      target="_blank"
      rel="noopener"
      variant="default"
      leftSection={<IconExternalLink size={16} aria-hidden />}
    >
      View on site
    </Button>
  );
}

const NOT_PUBLIC_NOTE = 'Not public yet: only people with the preview link can see it.';

function PreviewButton({ module, record }: { module: AnyModule; record: ModuleRecord }) {
  const link = usePreviewLink(module, record.id);
  const unavailable = link.isError
    ? 'The preview link could not be made. Reload the page to try again.'
    : null;
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" maw={200} id={`preview-note-${record.id}`}>
          {NOT_PUBLIC_NOTE}
        </Text>
        <Tooltip label={unavailable} disabled={!unavailable} withArrow>
          <Button
            component="a"
            href={link.data?.url}
            target="_blank"
            rel="noopener"
            variant="default"
            leftSection={<IconEyeCheck size={16} aria-hidden />}
            loading={link.isPending}
            data-disabled={link.data ? undefined : true}
            aria-disabled={link.data ? undefined : true}
            aria-describedby={`preview-note-${record.id}`}
            onClick={(event) => {
              if (!link.data) event.preventDefault();
            }}
          >
            Preview
          </Button>
        </Tooltip>
      </Group>
      {/* Beside the group, so the header's row of actions can wrap before it on a phone. */}
      <PreviewLinks module={module} recordId={record.id} currentLinkId={link.data?.id} alwaysShown />
    </>
  );
}

/**
 * "View on site" for a record visitors can see now; for one they cannot (unpublished, a draft, a
 * scheduled post, an inactive job) "Preview", through a signed link. Nothing for a record without
 * a public page.
 */
export function RecordSiteLink({ module, record }: { module: AnyModule; record: ModuleRecord }) {
  // The API answers every stored record with its id and timestamps.
  const stored = record as AnyRecord;
  const path = module.sitePath?.(stored) ?? null;
  if (path === null) return null;
  if (module.publiclyVisible(stored, new Date())) {
    // Links made while it was hidden still open it should it be hidden again: they stay revocable.
    return (
      <>
        <ViewOnSiteButton path={path} />
        <PreviewLinks module={module} recordId={record.id} />
      </>
    );
  }
  return <PreviewButton module={module} record={record} />;
}
