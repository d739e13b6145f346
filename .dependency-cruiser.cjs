/**
 * The architecture's map, checked by `npm run lint`. The layers, from the bottom up:
 *
 *   src/lib/        pure helpers both sides use
 *   src/kit/        the module kit: declarations, fields, schemas, record types (client-safe)
 *   engines         src/server/ (API, db, auth, mail, media, trash..., and kit/: the kit's server half,
 *                   the generic CRUD every module gets), src/admin/ (the back office's
 *                   shell and generic screens), src/site/ (the public site's shell and generic loaders)
 *   src/modules/    one folder per content module: declaration, server/, admin/, site/, mail/
 *   src/features/   one folder per capability that is more than a module (inquiries, survey booking...)
 *   composition     src/registry/ (the list of modules) and src/app/ (Next routes), which hand the
 *                   registry to the engines
 *
 * A layer imports only from the layers below it. Each rule says why it exists.
 */

const ENGINES = '^src/(server|admin|site)/';
/** Code that runs in the browser: it must never pull server-only code into the admin bundle. */
const CLIENT_CODE = [
  '^src/lib/',
  '^src/kit/',
  '^src/admin/',
  '^src/(modules|features)/[^/]+/admin/',
  '^src/modules/[^/]+/[^/]+\\.tsx?$',
  // A feature's root files, but not its index.ts: that entry is for the server and the site.
  '^src/features/[^/]+/(?!index\\.ts$)[^/]+\\.tsx?$',
  '^src/registry/index\\.ts$',
];
const SERVER_CODE = ['^src/server/', '^src/(modules|features)/[^/]+/server/', '^src/registry/server\\.ts$'];

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
        "The kit (the client-safe half; its server half is the server engine's kit/) builds on lib alone: every engine and module builds on it, so it can know none of them.",
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
      name: 'client-code-is-not-server-code',
      comment:
        'The admin bundle, the kit, lib and the declarations run in the browser: drivers, secrets ' +
        "and node: modules must not reach them ('server-only' would fail the build; this says where).",
      severity: 'error',
      from: { path: CLIENT_CODE },
      to: { path: SERVER_CODE },
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
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/(index|browser)\\.ts$'],
      },
    },
    {
      name: 'composition-uses-feature-entries',
      comment:
        'The registry, the app routes and the content modules use a feature through its entries too, ' +
        'never one of its inner files.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/features/' },
      to: { path: '^src/features/[^/]+/', pathNot: '^src/features/[^/]+/(index|browser)\\.ts$' },
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
