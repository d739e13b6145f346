'use client';

import { Center, Loader } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Replaces the current address with `to` (client-side redirect). */
export function Navigate({ to }: { to: string }) {
  const router = useRouter();
  useEffect(() => {
    router.replace(to);
  }, [router, to]);
  return (
    <Center py={80} role="status">
      <Loader size="sm" aria-label="Redirecting" />
    </Center>
  );
}
