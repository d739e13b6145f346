'use client';

import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { RichTextEditor } from '@mantine/tiptap';
import { type Editor, useEditor } from '@tiptap/react';
import { type FocusEvent, type ReactNode, useEffect, useRef } from 'react';
import { InsertImageControl, TableControls } from './RichTextControls';
import classes from './RichTextInput.module.css';
import { richTextExtensions } from './rich-text-extensions';

interface RichTextInputProps {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
  /** HTML; empty string for no content. */
  value?: string | null;
  onChange?: (html: string) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/** The editor's HTML, with an empty document as an empty string so "required" can see it. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/** Rich text edited with a toolbar, as HTML in and out; the server cleans it on every save. */
export function RichTextInput({
  label,
  description,
  error,
  withAsterisk,
  value,
  onChange,
  onFocus,
  onBlur,
}: RichTextInputProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const describedBy = [error && `${id}-error`, description && `${id}-description`].filter(Boolean).join(' ');
  // The last HTML this input reported, so a value coming back from the form is not re-applied.
  const emitted = useRef(value ?? '');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const editor = useEditor({
    extensions: richTextExtensions,
    content: value ?? '',
    // Rendered on the client only: the server has no DOM, and hydration must not differ.
    immediatelyRender: false,
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      emitted.current = html;
      onChangeRef.current?.(html);
    },
    // Applied again on each render, so the error and description states stay current.
    editorProps: {
      attributes: {
        id,
        class: classes.editable,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(withAsterisk ? { 'aria-required': 'true' } : {}),
      },
    },
  });

  // A new value from outside (record loaded, form reset) replaces the document.
  useEffect(() => {
    const next = value ?? '';
    if (!editor || next === emitted.current) return;
    emitted.current = next;
    if (next !== htmlOf(editor)) editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper
      id={id}
      label={label}
      labelElement="div"
      labelProps={{ id: labelId, onClick: () => editor?.commands.focus() }}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
    >
      <RichTextEditor
        editor={editor}
        className={classes.root}
        mod={{ error: Boolean(error) }}
        mt={4}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        <RichTextEditor.Toolbar
          sticky
          stickyOffset={64}
          role="toolbar"
          aria-label={typeof label === 'string' ? `${label} formatting` : 'Formatting'}
        >
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <InsertImageControl editor={editor} />
          </RichTextEditor.ControlsGroup>
          <TableControls editor={editor} />
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
