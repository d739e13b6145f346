'use client';

import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type RefObject, useEffect, useRef } from 'react';
import type { FormValues } from '../records/form-values';
import { useSession } from '../session/session-context';
import { registerOpenForm, takeDraft } from './form-drafts';
import { useLeaveGuard } from './use-leave-guard';
import { useSaveShortcut } from './use-save-shortcut';

/**
 * What every back-office form gets so that nothing is lost or left by accident: leaving with unsaved
 * changes asks first, Ctrl/Cmd+S saves, and values typed when the session ended are back after the
 * same user signs in again on the same page.
 */
export function useFormSafety(
  form: UseFormReturnType<FormValues>,
  element: RefObject<HTMLFormElement | null>,
) {
  const dirty = form.isDirty();
  const { user } = useSession();
  const userId = user?.id;
  useLeaveGuard(dirty);
  useSaveShortcut(element);

  const formRef = useRef(form);
  formRef.current = form;

  useEffect(
    () =>
      registerOpenForm(() =>
        formRef.current.isDirty()
          ? { path: window.location.pathname, values: formRef.current.getValues() }
          : null,
      ),
    [],
  );

  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || userId === undefined) return;
    restored.current = true;
    const draft = takeDraft(userId, window.location.pathname);
    if (!draft || typeof draft !== 'object') return;
    formRef.current.setValues(draft as Partial<FormValues>);
    notifications.show({
      id: 'unsaved-changes-restored',
      color: 'blue',
      title: 'Unsaved changes restored',
      message: 'What you typed before you were signed out is back. Save it to keep it.',
    });
  }, [userId]);
}
