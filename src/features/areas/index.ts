/**
 * The areas feature's public entry: what other features, the registry and the app routes may
 * use of its server and site parts (browser.ts has the browser-safe ones).
 */

