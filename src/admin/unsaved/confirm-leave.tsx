'use client';

import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

const LEAVE_MODAL_ID = 'confirm-leave-unsaved';

/**
 * Asks whether to leave a form with unsaved changes; `onLeave` runs only when the user says so,
 * `onClosed` whichever way the dialog closes (buttons, Escape, a click beside it).
 */
export function confirmLeave(onLeave: () => void, onClosed: () => void): void {
  modals.openConfirmModal({
    modalId: LEAVE_MODAL_ID,
    title: 'Leave without saving?',
    centered: true,
    children: (
      <Text size="sm">Your changes on this page have not been saved. If you leave now, they are lost.</Text>
    ),
    labels: { confirm: 'Leave without saving', cancel: 'Stay on this page' },
    confirmProps: { color: 'red' },
    onConfirm: onLeave,
    onClose: onClosed,
  });
}
