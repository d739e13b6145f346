/**
 * Refuses to start on a Node.js that cannot run the server, with a clear message instead of a crash:
 * better-sqlite3 crashes on Node < 22, and the server's own files are TypeScript, which Node runs
 * only where it strips types by itself (22.18 and later, 24 here). This one file stays JavaScript
 * because it must run on exactly those old versions: `npm start` loads it with `--import` before
 * the TypeScript entry point, and the server imports it first for those that start it directly.
 */
const major = Number(process.versions.node.split('.')[0]);
if (major < 22 || !process.features.typescript) {
  console.error(
    `\n  This server needs Node.js 24 (22.18 or newer at the least); this is ${process.version}.\n` +
      '  Run it through npm (npm start), which uses the Node 24 installed with the project.\n',
  );
  process.exit(1);
}
