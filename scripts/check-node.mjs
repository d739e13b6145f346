/** better-sqlite3 crashes on Node < 22: refuse to start with a clear message instead. */
export function assertSupportedNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 22) {
    console.error(
      `\n  This server needs Node.js 22 or newer (24 recommended); this is ${process.version}.\n` +
        '  Run it through npm (npm start), which uses the Node 24 installed with the project.\n',
    );
    process.exit(1);
  }
}
