import 'server-only';

/** Start-up of the server process: configuration and database first, so failures show at once. */
export async function startServer() {
  try {
    await import('@/env');
    const { getDatabase } = await import('./db');
    await getDatabase();
  } catch (error) {
    console.error(`\n  The server cannot start.\n  ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
