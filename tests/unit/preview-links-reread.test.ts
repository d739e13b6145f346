import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moduleQueryKeys, readOpenPreviewLinksAgain } from '@/admin/records/module-api';
import { servicesModule } from '@/modules/services/module';

/**
 * The record page asks for its Preview link and its list of open links at once. When the list's
 * first read is answered before the link is made, the list must still end up showing the link.
 */

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
afterEach(() => queryClient.clear());

describe('reading the open preview links again once a link is made', () => {
  it('replaces a first read that was answered before the link existed', async () => {
    const queryKey = moduleQueryKeys.previewLinks(servicesModule, 7);
    let answerFirstRead: (links: string[]) => void = () => {};
    const queryFn = vi
      .fn<() => Promise<string[]>>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirstRead = resolve)))
      .mockResolvedValue(['the new link']);
    const observer = new QueryObserver(queryClient, { queryKey, queryFn });
    const stopWatching = observer.subscribe(() => {});
    try {
      expect(queryFn).toHaveBeenCalledTimes(1);
      const reread = readOpenPreviewLinksAgain(queryClient, servicesModule, 7);
      // The first read's answer, from before the link was made, arrives afterwards.
      answerFirstRead([]);
      await reread;
      expect(queryFn).toHaveBeenCalledTimes(2);
      expect(observer.getCurrentResult().data).toEqual(['the new link']);
    } finally {
      stopWatching();
    }
  });

  it('reads a list already shown again', async () => {
    const queryKey = moduleQueryKeys.previewLinks(servicesModule, 8);
    const queryFn = vi
      .fn<() => Promise<string[]>>()
      .mockResolvedValueOnce([])
      .mockResolvedValue(['the new link']);
    await queryClient.fetchQuery({ queryKey, queryFn });
    await readOpenPreviewLinksAgain(queryClient, servicesModule, 8);
    expect(queryClient.getQueryData(queryKey)).toEqual(['the new link']);
  });
});
