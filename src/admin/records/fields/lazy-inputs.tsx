'use client';

import { Skeleton } from '@mantine/core';
import dynamic from 'next/dynamic';

/*
 * The heavy inputs (the Tiptap editor, the media library picker with its upload dropzone) are chunks
 * of their own, fetched only by forms that have such a field. The skeleton keeps their room meanwhile.
 */

export const RichTextInput = dynamic(() => import('./RichTextInput').then((input) => input.RichTextInput), {
  loading: () => <Skeleton height={240} radius="md" />,
});
export const ServiceIconPicker = dynamic(
  () => import('./ServiceIconPicker').then((input) => input.ServiceIconPicker),
  { loading: () => <Skeleton height={60} radius="md" /> },
);
export const ImagePicker = dynamic(
  () => import('../../media/ImagePicker').then((input) => input.ImagePicker),
  { loading: () => <Skeleton height={96} radius="md" /> },
);
export const ImageListPicker = dynamic(
  () => import('../../media/ImageListPicker').then((input) => input.ImageListPicker),
  { loading: () => <Skeleton height={96} radius="md" /> },
);
