/**
 * `npm run lint:deps`: the import rules ESLint cannot see across files. Type-only imports count
 * (`tsPreCompilationDeps`): a type import in a circle still ties its files into one unit that
 * cannot be read, moved or tested alone, and it turns into a runtime circle the day someone
 * imports a value along the same edge.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const MOUNT_ROUTE = '^app/api/\\[\\[\\.\\.\\.route\\]\\]/route\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Files that import each other, directly or through others, cannot be understood alone.',
      from: { path: '^(server|lib|components)/' },
      to: { circular: true },
    },
    {
      name: 'no-circular-server-folders',
      severity: 'error',
      comment:
        'Folders of server/ form layers (api → services → db, lib at the bottom): no two of them import each other.',
      scope: 'folder',
      from: { path: '^server/' },
      to: { path: '^server/', circular: true },
    },
    {
      name: 'browser-code-imports-no-server',
      severity: 'error',
      comment: 'components/ and lib/ may run in the browser; server/ must never reach it.',
      from: { path: '^(components|lib)/' },
      to: { path: '^server/' },
    },
    {
      name: 'pages-import-no-server',
      severity: 'error',
      comment:
        'Pages and the middleware reach the API over HTTP (lib/api); only the mount route imports it.',
      from: { path: '^(app/|middleware\\.ts$)', pathNot: MOUNT_ROUTE },
      to: { path: '^server/' },
    },
    {
      name: 'mount-route-imports-only-the-app',
      severity: 'error',
      comment:
        'The route that mounts the API takes the app from server/api/index.ts and nothing else.',
      from: { path: MOUNT_ROUTE },
      to: { path: '^server/', pathNot: '^server/api/index\\.ts$' },
    },
    {
      name: 'player-code-imports-no-office',
      severity: 'error',
      comment:
        'The back office (issue 33) stays out of the player bundles: only its own route group and components import components/office/.',
      from: { pathNot: '^(components/office/|app/\\[locale\\]/\\(office\\)/|tests/|e2e/)' },
      to: { path: '^components/office/' },
    },
    {
      name: 'db-imports-no-services',
      severity: 'error',
      comment: 'server/db is schema, client and migrations: services call it, never the other way.',
      from: { path: '^server/db/' },
      to: { path: '^server/(services|api|dev)/|^server/context\\.ts$' },
    },
    {
      name: 'services-import-no-api',
      severity: 'error',
      comment: 'Services know nothing of HTTP: server/api calls them, never the other way.',
      from: { path: '^server/services/' },
      to: { path: '^server/api/|^server/context\\.ts$' },
    },
    {
      name: 'server-lib-is-a-leaf',
      severity: 'error',
      comment:
        'server/lib (AppError, clock, secrets) is used by every layer and imports none of them.',
      from: { path: '^server/lib/' },
      to: { path: '^server/', pathNot: '^server/lib/' },
    },
    {
      name: 'only-entry-points-import-the-composition-root',
      severity: 'error',
      comment:
        'server/context.ts builds the AppContext; services take it as a parameter (type: server/app-context.ts).',
      from: {
        pathNot: '^(server/(api/index|standalone|migrate-cli|context)\\.ts|tests/|scripts/|e2e/)',
      },
      to: { path: '^server/context\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
