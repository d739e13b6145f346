'use client';

import { type NotificationsProps, useNotifications } from '@mantine/notifications';
import { type ComponentType, useEffect, useState } from 'react';

/**
 * Mantine's toasts, mounted once the first one is asked for (`notifications.show` only writes to a
 * store, which the container then renders), and kept so that the last one can still animate out.
 * The toasts' code is fetched with the first toast: most visits to the sign-in page never show one.
 * Offline that fetch fails: the toasts wait in the store and show once the connection is back, rather
 * than the failed fetch breaking the page.
 */
export function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  const [Container, setContainer] = useState<ComponentType<NotificationsProps> | null>(null);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);

  useEffect(() => {
    if (!wanted || Container) return;
    let cancelled = false;
    const load = () => {
      import('@mantine/notifications').then(
        (toasts) => {
          if (!cancelled) setContainer(() => toasts.Notifications);
        },
        () => {
          if (!cancelled) window.addEventListener('online', load, { once: true });
        },
      );
    };
    load();
    return () => {
      cancelled = true;
      window.removeEventListener('online', load);
    };
  }, [wanted, Container]);

  return Container ? <Container position="top-center" /> : null;
}
