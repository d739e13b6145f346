'use client';

import { RichTextEditor } from '@mantine/tiptap';
import {
  IconColumnInsertRight,
  IconColumnRemove,
  IconPhotoPlus,
  IconRowInsertBottom,
  IconRowRemove,
  IconTableMinus,
  IconTablePlus,
} from '@tabler/icons-react';
import { type Command, TextSelection } from '@tiptap/pm/state';
import {
  addColumnAfter,
  addRowAfter,
  deleteColumn,
  deleteRow,
  deleteTable,
  isInTable,
} from '@tiptap/pm/tables';
import { type Editor, useEditorState } from '@tiptap/react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { MediaItem } from '@/lib/media-items';
import { newTable } from './rich-text-extensions';

// The library picker (with its upload dropzone) is fetched when someone first inserts an image.
const MediaPicker = dynamic(() => import('../../media/MediaPicker').then((picker) => picker.MediaPicker));

const ICON = { size: 16, stroke: 1.5 } as const;

/** The copy an article shows: the largest WebP variant when there is one, otherwise the original. */
export function insertedImage(item: MediaItem) {
  const largest = item.variants.reduce<MediaItem['variants'][number] | null>(
    (best, variant) => (best === null || variant.width > best.width ? variant : best),
    null,
  );
  const shown = largest ?? item;
  return { src: shown.url, alt: item.alt, width: shown.width, height: shown.height };
}

/** "Insert image": a picture from the media library (or uploaded there and then) at the cursor. */
export function InsertImageControl({ editor }: { editor: Editor | null }) {
  const [picking, setPicking] = useState(false);
  return (
    <>
      <RichTextEditor.Control
        aria-label="Insert image"
        title="Insert image"
        disabled={!editor}
        onClick={() => setPicking(true)}
      >
        <IconPhotoPlus {...ICON} />
      </RichTextEditor.Control>
      {picking && (
        <MediaPicker
          opened
          onClose={() => setPicking(false)}
          onPick={([item]) => {
            if (item) editor?.chain().focus().setImage(insertedImage(item)).run();
          }}
        />
      )}
    </>
  );
}

interface TableAction {
  label: string;
  icon: typeof IconTablePlus;
  command: Command;
}

const tableActions: TableAction[] = [
  { label: 'Add row', icon: IconRowInsertBottom, command: addRowAfter },
  { label: 'Add column', icon: IconColumnInsertRight, command: addColumnAfter },
  { label: 'Delete row', icon: IconRowRemove, command: deleteRow },
  { label: 'Delete column', icon: IconColumnRemove, command: deleteColumn },
  { label: 'Delete table', icon: IconTableMinus, command: deleteTable },
];

/** A new table at the cursor, with the cursor in its first cell (as Tiptap's own table does it). */
function insertTable(editor: Editor) {
  editor
    .chain()
    .focus()
    .command(({ tr, dispatch }) => {
      if (dispatch) {
        const offset = tr.selection.from + 1;
        tr.replaceSelectionWith(editor.schema.nodeFromJSON(newTable()))
          .scrollIntoView()
          .setSelection(TextSelection.near(tr.doc.resolve(offset)));
      }
      return true;
    })
    .run();
}

/** "Insert table"; once the cursor is in a table, rows and columns added or deleted. */
export function TableControls({ editor }: { editor: Editor | null }) {
  const inTable =
    useEditorState({
      editor,
      selector: ({ editor: current }) => (current ? isInTable(current.state) : false),
    }) ?? false;
  const run = (command: Command) => {
    if (!editor) return;
    command(editor.state, editor.view.dispatch);
    editor.commands.focus();
  };
  return (
    <RichTextEditor.ControlsGroup>
      <RichTextEditor.Control
        aria-label="Insert table"
        title="Insert table"
        disabled={!editor || inTable}
        onClick={() => editor && insertTable(editor)}
      >
        <IconTablePlus {...ICON} />
      </RichTextEditor.Control>
      {inTable &&
        tableActions.map((action) => (
          <RichTextEditor.Control
            key={action.label}
            aria-label={action.label}
            title={action.label}
            onClick={() => run(action.command)}
          >
            <action.icon {...ICON} />
          </RichTextEditor.Control>
        ))}
    </RichTextEditor.ControlsGroup>
  );
}
