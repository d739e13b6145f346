import { Center, Loader } from '@mantine/core';

/** The page area while a page's code is still on its way; the shell around it stays. */
export function PageLoading() {
  return (
    <Center py={80} role="status">
      <Loader aria-label="Loading page" />
    </Center>
  );
}
