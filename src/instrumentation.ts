/**
 * Runs once when the server starts (never during `next build`): checks the configuration, opens
 * and migrates the database, and prints how to sign in. A wrong setting stops the server here.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const modules = () =>
    Promise.all([
      import('./server/start'),
      import('./registry/server'),
      import('./modules/settings/server/mail-settings'),
      import('./server/api/runtime'),
      import('./server/handshake/page-server-handshake'),
    ]);
  let loaded: Awaited<ReturnType<typeof modules>>;
  try {
    loaded = await modules();
  } catch (error) {
    // A wrong setting fails as the app's modules load (they read the environment): the server stops
    // here, instead of Next logging it and serving nothing but errors.
    const { stopFailedStart } = await import('./server/start-failure');
    return stopFailedStart(error);
  }
  const [{ startServer }, { serverRegistry }, { settingsForMail }, { serverApp }, { installApiFetch }] =
    loaded;
  await startServer(serverRegistry, settingsForMail, () =>
    import('./registry/demo').then(({ demoBusiness }) => demoBusiness),
  );
  // The production server answers `/api/*` with this, from this bundle: the same database, mail
  // worker and work after answers that start-up made and shutdown waits for.
  const api = serverApp(serverRegistry, settingsForMail);
  installApiFetch((request) => api.fetch(request));
}
