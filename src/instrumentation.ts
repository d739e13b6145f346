/**
 * Runs once when the server starts (never during `next build`): checks the configuration, opens
 * and migrates the database, and prints how to sign in. A wrong setting stops the server here.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ startServer }, { serverRegistry }, { settingsForMail }] = await Promise.all([
    import('./server/start'),
    import('./registry/server'),
    import('./modules/settings/server/mail-settings'),
  ]);
  await startServer(serverRegistry, settingsForMail, () =>
    import('./registry/demo').then(({ demoBusiness }) => demoBusiness),
  );
}
