import type { AppDependencies } from '@/server/api/context';

/**
 * What the site's form routes get from `serverDependencies` in the API tests: the dependencies of
 * the test file running now. A file that calls the routes mocks `@/server/api/runtime` with
 * `formRuntimeMock` and sets `formRuntime.deps` in its hooks. One object for every file: files share
 * their worker's loaded modules, so the routes may be bound to the mock an earlier file made.
 */
export const formRuntime: { deps: AppDependencies | undefined } = { deps: undefined };

export const formRuntimeMock = () => ({
  serverDependencies: () => {
    if (!formRuntime.deps) throw new Error('a form route was called with no test app set up');
    return formRuntime.deps;
  },
});
