export const dynamic = 'force-dynamic';

/**
 * The API through Next, for `next dev`. The production server answers `/api/*` itself, with the API
 * that start-up installed (`scripts/api-requests.ts`), so this route is never called there; but Next
 * loads every route when it starts. The API's code is therefore imported on the first call, not with
 * the route: measured, 5 MB less resident memory for the production server, which otherwise held a
 * second copy of the modules' schemas and handlers that it never used.
 */
async function handle(request: Request): Promise<Response> {
  const [{ serverApp }, { serverRegistry }, { settingsForMail }] = await Promise.all([
    import('@/server/api/runtime'),
    import('@/registry/server'),
    import('@/modules/settings/server/mail-settings'),
  ]);
  return serverApp(serverRegistry, settingsForMail).fetch(request);
}

export {
  handle as DELETE,
  handle as GET,
  handle as HEAD,
  handle as OPTIONS,
  handle as PATCH,
  handle as POST,
  handle as PUT,
};
