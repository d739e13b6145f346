/**
 * The architecture's map, checked by `npm run lint`. The layers, from the bottom up:
 *
 *   src/lib/        pure helpers both sides use
 *   src/kit/        the module kit: declarations, fields, schemas, record types (client-safe)
 *   engines         src/server/ (API, db, auth, mail, media, trash..., and records/: the kit's server half,
 *                   the generic CRUD every module gets), src/admin/ (the back office's
 *                   shell and generic screens), src/site/ (the public site's shell and generic loaders)
 *   src/modules/    one folder per content module: declaration, server/, admin/, site/, mail/
 *   src/features/   one folder per capability that is more than a module (inquiries, survey booking...)
 *   composition     src/registry/ (the list of modules) and src/app/ (Next routes), which hand the
 *                   registry to the engines
 *   scripts/        the production HTTP server and the command-line tools, which run the app
 *
 * A layer imports only from the layers below it. Each rule says why it exists.
 */

const { builtinModules } = require('node:module');
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const ENGINES = '^src/(server|admin|site)/';

/*
 * Where code is loaded, read from the tree when lint runs (not a hand-kept list of folders):
 *
 *   the browser   every file that starts with the 'use client' directive, and all it reaches (the
 *                 back office's root, `src/app/(back-office)/admin/AdminRoot.tsx`, reaches the
 *                 registry and with it every module's declaration and admin screens)
 *   scripts/      the production HTTP server and the command-line entry points, above src/
 */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Source files under `folder`, as paths relative to the repository (how dependency-cruiser names them). */
function sourceFiles(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) =>
      path.relative(process.cwd(), path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}

/** A file whose first statement (after comments) is the 'use client' directive. */
const startsUseClient = (file) =>
  /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use client\1/.test(readFileSync(file, 'utf8'));

const BROWSER_ENTRIES = sourceFiles('src')
  .filter(startsUseClient)
  .map((file) => `^${escapeRegExp(file)}$`);

/** What must never reach the browser: server code, the database drivers and other server-side packages, Node's own modules. */
const SERVER_ONLY = [
  '^src/(server/|.*/server/)',
  '^src/registry/server\\.ts$',
  '(^|/)node_modules/(server-only|better-sqlite3|pg|pg-pool|kysely|sharp|nodemailer|@node-rs/argon2|@aws-sdk/[^/]+)/',
  `^(node:)?(${builtinModules.map(escapeRegExp).join('|')})$`,
];

/**
 * Scripts that load the app with its `@/` paths: those run through tsx (package.json says so), their
 * helper, and the operator commands (tsx runs them in a checkout, the build bundles them for a
 * production install).
 */
const TSX_SCRIPTS = [
  ...Object.values(JSON.parse(readFileSync('package.json', 'utf8')).scripts).flatMap((command) =>
    [...command.matchAll(/--import tsx (scripts\/[\w-]+\.ts)/g)].map(
      (match) => `^${escapeRegExp(match[1])}$`,
    ),
  ),
  ...require('./scripts/operator-commands.mjs').OPERATOR_COMMANDS.map(
    (name) => `^${escapeRegExp(`scripts/${name}.ts`)}$`,
  ),
  '^scripts/api-document\\.ts$',
];

/** The back office's screens: the client components under an admin folder. */
const BACK_OFFICE_SCREENS = sourceFiles('src')
  .filter((file) => /^src\/(admin\/|(features|modules)\/[^/]+\/admin\/)/.test(file) && startsUseClient(file))
  .map((file) => `^${escapeRegExp(file)}$`);

const WHERE_CODE_IS_LOADED = [
  {
    name: 'site-pages-ship-no-back-office-screen',
    comment:
      'Next ships with a page every client component its server code reaches, rendered or not: a site page that ' +
      "reached a back-office screen (through a feature's browser.ts that listed one) would send the back " +
      "office's Mantine code to every visitor. The screens are a feature's back-office.ts entry, which only " +
      'the registry imports.',
    severity: 'error',
    from: { path: '^src/app/\\(site\\)/' },
    to: { reachable: true, path: BACK_OFFICE_SCREENS },
  },
  {
    name: 'browser-code-reaches-no-server-code',
    comment:
      "A file that starts with 'use client' is bundled for the browser with everything it imports, " +
      'directly or through other files: none of that may reach server code, a database driver or a ' +
      "node: module ('server-only' would fail the build; this says where, before a build). Type-only " +
      'imports count too: a type both sides need lives in lib/ or kit/, or beside the client code.',
    severity: 'error',
    from: { path: BROWSER_ENTRIES },
    to: { reachable: true, path: SERVER_ONLY },
  },
  {
    name: 'src-never-imports-scripts',
    comment:
      'scripts/ (the HTTP server, the command-line tools) sits above the app and imports it; the app ' +
      'never imports a script: what both sides share lives in src/ (src/server/handshake/) and the ' +
      'server registers with it.',
    severity: 'error',
    from: { path: '^src/' },
    to: { path: '^scripts/' },
  },
  {
    name: 'the-server-meets-the-app-at-the-handshake',
    comment:
      "The server scripts run under Node's own type stripping beside the app that Next bundles: any other " +
      'app file they imported would be a second copy with its own state (and its `@/` paths would not ' +
      'resolve). They reach src/ through src/server/handshake/ alone; the tsx tools may import the app.',
    severity: 'error',
    from: { path: '^scripts/', pathNot: TSX_SCRIPTS },
    to: { path: '^src/', pathNot: '^src/server/handshake/' },
  },
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'A cycle makes load order matter and hides which side owns what: cut it by moving the shared part down.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'lib-is-the-bottom',
      comment: 'src/lib is pure helpers both sides use: it imports nothing else from src.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/', pathNot: '^src/lib/' },
    },
    {
      name: 'kit-imports-only-lib',
      comment:
        "The kit (the client-safe half; its server half is the server engine's records/) builds on lib alone: every engine and module builds on it, so it can know none of them.",
      severity: 'error',
      from: { path: '^src/kit/' },
      to: { path: '^src/', pathNot: '^src/(lib|kit)/' },
    },
    {
      name: 'engines-know-no-feature',
      comment:
        'Engines are generic: they get the registry passed in (createApp, the admin registry context, the seed, ' +
        'the trash...) instead of importing a module or the registry from below.',
      severity: 'error',
      from: { path: ENGINES },
      to: { path: '^src/(modules|features|registry|app)/' },
    },
    {
      name: 'features-do-not-list-features',
      comment:
        'A module never imports the registry (that is a cycle waiting to happen) nor the app that composes it; ' +
        'what it needs of the composition is passed in.',
      severity: 'error',
      from: { path: '^src/(modules|features)/' },
      to: { path: '^src/(registry|app)/' },
    },
    {
      name: 'only-the-app-composes',
      comment:
        'The registry is imported by the composition (src/app, start-up) alone; everything below receives it.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/app/', '^src/registry/', '^src/instrumentation\\.ts$'] },
      to: { path: '^src/registry/' },
    },
    {
      name: 'nothing-imports-the-app',
      comment: 'src/app is the top: Next routes import everything, nothing imports a route.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/app/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'site-is-not-admin',
      comment: 'Public pages never load back-office code (its weight and its Mantine styles).',
      severity: 'error',
      from: { path: ['^src/site/', '^src/(modules|features)/[^/]+/site/'] },
      to: { path: ['^src/admin/', '^src/(modules|features)/[^/]+/admin/'] },
    },
    {
      name: 'admin-is-not-site',
      comment: 'The back office does not render public-site components (Tailwind, server components).',
      severity: 'error',
      from: { path: ['^src/admin/', '^src/(modules|features)/[^/]+/admin/'] },
      to: { path: ['^src/site/', '^src/(modules|features)/[^/]+/site/'] },
    },
    {
      name: 'feature-server-code-stays-on-the-server',
      comment:
        "A module's server/ folder is imported by server code only (its own server/, the API, the site's server components).",
      severity: 'error',
      from: { path: ['^src/admin/', '^src/(modules|features)/[^/]+/admin/', '^src/kit/'] },
      to: { path: '^src/(modules|features)/[^/]+/server/' },
    },
    // Features: each one's parts are private; others reach it through its entries only.
    {
      name: 'features-meet-through-their-entries',
      comment:
        'A feature uses another only through its public entry (index.ts, or browser.ts for the browser-safe parts): ' +
        'its other files can then move or change without the rest of the code noticing.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: {
        path: '^src/features/[^/]+/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/(index|browser|public-site|back-office)\\.ts$'],
      },
    },
    {
      name: 'composition-uses-feature-entries',
      comment:
        'The registry, the app routes and the content modules use a feature through its entries too, ' +
        'never one of its inner files.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/features/' },
      to: {
        path: '^src/features/[^/]+/',
        pathNot: '^src/features/[^/]+/(index|browser|public-site|back-office)\\.ts$',
      },
    },
    {
      name: 'engines-import-no-feature-nor-module',
      comment:
        'The engines (server, admin, site) and what they build on (kit, lib) are generic: a feature or a module ' +
        'is handed to them by the composition, never imported.',
      severity: 'error',
      from: { path: '^src/(server|admin|site|kit|lib)/' },
      to: { path: '^src/(features|modules)/' },
    },
    ...WHERE_CODE_IS_LOADED,
  ],
  options: {
    // TypeScript 7 has no JavaScript API: swc reads the sources (type-only imports included).
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    doNotFollow: { path: 'node_modules' },
    // Generated: the list of migration files.
    exclude: { path: '^src/server/db/migrations/index\\.ts$' },
  },
};
