'use client';

import type { FileRejection } from '@mantine/dropzone';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { type MediaItem, mediaKeys, uploadImage } from './media-api';

export interface Upload {
  key: number;
  name: string;
  /** 0 to 1 while sending. */
  progress: number;
  status: 'uploading' | 'done' | 'error';
  error?: string;
  item?: MediaItem;
  /** The library held the very same file already: this is the item it made then. */
  existing?: boolean;
}

/** A chosen file with the alt text its uploader wrote for it. */
export interface DescribedFile {
  file: File;
  alt: string;
}

const REJECTION_MESSAGES: Record<string, string> = {
  'file-too-large': 'Larger than 10 MB',
  'file-invalid-type': 'Not a JPEG, PNG, WebP, GIF or AVIF image',
};

/**
 * Sends files one after another (a phone on a slow line does better that way) and keeps each one's
 * progress and outcome; `onUploaded` hears of every item that arrived.
 */
export function useUploads(onUploaded?: (item: MediaItem) => void) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(1);
  const queue = useRef(Promise.resolve());
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  });

  const update = useCallback((key: number, changes: Partial<Upload>) => {
    setUploads((current) =>
      current.map((upload) => (upload.key === key ? { ...upload, ...changes } : upload)),
    );
  }, []);

  const start = useCallback(
    (files: DescribedFile[]) => {
      for (const { file, alt } of files) {
        const key = nextKey.current++;
        setUploads((current) => [...current, { key, name: file.name, progress: 0, status: 'uploading' }]);
        queue.current = queue.current.then(async () => {
          try {
            const { item, existing } = await uploadImage(file, alt, (progress) => update(key, { progress }));
            update(key, { status: 'done', progress: 1, item, existing });
            queryClient.setQueryData(mediaKeys.item(item.id), item);
            onUploadedRef.current?.(item);
          } catch (error) {
            update(key, { status: 'error', error: errorMessage(error) });
          }
          await queryClient.invalidateQueries({ queryKey: ['media', 'list'] });
        });
      }
    },
    [queryClient, update],
  );

  /** Files the chooser refused before sending (type or size), shown like failed uploads. */
  const reject = useCallback((rejections: FileRejection[]) => {
    setUploads((current) => [
      ...current,
      ...rejections.map(({ file, errors }) => ({
        key: nextKey.current++,
        name: file.name,
        progress: 0,
        status: 'error' as const,
        error: errors.map((error) => REJECTION_MESSAGES[error.code] ?? error.message).join('; '),
      })),
    ]);
  }, []);

  const dismiss = useCallback((key: number) => {
    setUploads((current) => current.filter((upload) => upload.key !== key));
  }, []);

  const clearFinished = useCallback(() => {
    setUploads((current) => current.filter((upload) => upload.status === 'uploading'));
  }, []);

  return { uploads, start, reject, dismiss, clearFinished };
}
