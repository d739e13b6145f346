'use client';

import { Textarea, type TextareaProps } from '@mantine/core';

/** Rich text as HTML until the editor arrives; the server cleans it on every save. */
export function RichTextInput({ description, ...props }: TextareaProps) {
  return (
    <Textarea
      {...props}
      description={
        <>
          {description && <>{description} </>}
          HTML is allowed (paragraphs, headings, lists, links, bold, italic); anything unsafe is removed on
          save.
        </>
      }
      autosize
      minRows={6}
      maxRows={24}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
    />
  );
}
