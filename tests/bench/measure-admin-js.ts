/**
 * Compressed JavaScript each back-office page downloads, measured in Chromium against the production
 * build (run `npm run build` first): `npm run measure:admin-js [path ...]`. Paths under /auth/ are
 * opened signed out, the others signed in as the administrator.
 */
import { launchBrowser } from '../e2e/support/browser';
import { scriptsOfPage, totalTransferBytes } from '../e2e/support/script-transfer';
import { signIn, startServer } from '../e2e/support/server';

const DEFAULT_PAGES = ['/auth/login', '/admin', '/admin/services', '/admin/blog/add'];

async function main() {
  const pages = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_PAGES;
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const token = await signIn(server.url);
    for (const path of pages) {
      const signedIn = !path.startsWith('/auth/');
      const scripts = await scriptsOfPage(browser, server.url, path, signedIn ? token : undefined);
      const bytes = totalTransferBytes(scripts);
      const encodings = [...new Set(scripts.map((script) => script.encoding || 'identity'))].join('+');
      console.log(
        `${path.padEnd(20)} ${(signedIn ? 'signed in' : 'signed out').padEnd(10)}` +
          ` ${(bytes / 1000).toFixed(1).padStart(7)} kB (${bytes} bytes in ${scripts.length} scripts, ${encodings})`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
