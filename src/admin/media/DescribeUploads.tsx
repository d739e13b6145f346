'use client';

import { Button, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { MAX_ALT_LENGTH } from '@/lib/media-items';
import { isolatedSubmit } from '../records/own-submit';
import type { DescribedFile } from './use-uploads';

interface DescribeUploadsProps {
  files: File[];
  onUpload: (files: DescribedFile[]) => void;
  onCancel: () => void;
}

const ALT_REQUIRED = 'Describe the image: the site cannot show it without alt text';

/**
 * The step between choosing files and sending them: each file's preview with its alt text to write.
 * The site shows no image without one, so it is asked for here, where the uploader still has the
 * picture in mind.
 */
export function DescribeUploads({ files, onUpload, onCancel }: DescribeUploadsProps) {
  const [alts, setAlts] = useState<string[]>(() => files.map(() => ''));
  const [submitted, setSubmitted] = useState(false);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  const missing = alts.map((alt) => alt.trim() === '');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (missing.some(Boolean)) return;
    onUpload(files.map((file, index) => ({ file, alt: alts[index]!.trim() })));
  };

  return (
    <form onSubmit={isolatedSubmit(submit)} noValidate aria-label="Describe the images">
      <Stack gap="sm" mt="sm">
        <Text size="sm" fw={500}>
          Describe {files.length === 1 ? 'the image' : `the ${files.length} images`} before uploading
        </Text>
        {files.map((file, index) => (
          <Group key={previews[index]} gap="sm" wrap="nowrap" align="flex-start">
            <Image
              src={previews[index]}
              alt=""
              w={72}
              h={72}
              radius="sm"
              fit="cover"
              bg="light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-6))"
            />
            <TextInput
              style={{ flex: 1, minWidth: 0 }}
              label={`Alt text for ${file.name}`}
              placeholder="What the image shows, e.g. Dome camera above a garage door"
              value={alts[index]}
              maxLength={MAX_ALT_LENGTH}
              required
              error={submitted && missing[index] ? ALT_REQUIRED : undefined}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setAlts((current) => current.map((alt, at) => (at === index ? value : alt)));
              }}
            />
          </Group>
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">
            {files.length === 1 ? 'Upload image' : `Upload ${files.length} images`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
