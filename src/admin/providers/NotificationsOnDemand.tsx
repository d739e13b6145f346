'use client';

import { useNotifications } from '@mantine/notifications';
import dynamic from 'next/dynamic';
import { useState } from 'react';

// The toasts' code is fetched with the first toast: most visits to the sign-in page never show one.
const Notifications = dynamic(() => import('@mantine/notifications').then((toasts) => toasts.Notifications), {
  ssr: false,
});

/**
 * Mantine's toasts, mounted once the first one is asked for (`notifications.show` only writes to a
 * store, which the container then renders), and kept so that the last one can still animate out.
 */
export function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? <Notifications position="top-center" /> : null;
}
