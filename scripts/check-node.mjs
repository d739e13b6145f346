/**
 * Refuses to start on a Node.js that cannot run the server, with a clear message instead of a crash:
 * better-sqlite3 crashes on Node < 22, and the server's own files are TypeScript, which Node runs
 * only where it strips types by itself (22.18 and later, 24 here). This one file stays JavaScript
 * because it must run on exactly those old versions: `npm start` loads it with `--import` before
 * the TypeScript entry point, the server imports it first for those that start it directly, and the
 * operator commands' launcher (run-command.mjs) imports it first too.
 */
const major = Number(process.versions.node.split('.')[0]);
if (major < 22 || !process.features.typescript) {
  console.error(
    `\n  This server and its commands need Node.js 24 (22.18 or newer at the least); this is ${process.version}.\n` +
      '  In a checkout with the development packages, npm (npm start, npm run ...) uses the Node 24 installed\n' +
      "  with the project; a production install (npm prune --omit=dev) uses the machine's: install Node.js 24.\n",
  );
  // As the server's other refusals to start: the systemd unit does not try again (78, EX_CONFIG).
  process.exit(78);
}
