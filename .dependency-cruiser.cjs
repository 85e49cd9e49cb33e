/**
 * The layers of the shop, as docs/architecture.md ("Layers") describes them. `npm run lint`
 * fails on any import that breaks one of these rules.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'A cycle makes the load order decide behaviour; break it with a smaller module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'common-stands-alone',
      comment: 'src/common is shared by the server and the web app, so it imports neither.',
      severity: 'error',
      from: { path: '^src/common/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'server-without-web',
      comment: 'The server shares code with the web app only through src/common.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'web-without-server',
      comment: 'The web app shares code with the server only through src/common.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'db-imports-no-module',
      comment: 'src/server/db holds the client, the schema and the migrations; modules build on it, never the reverse.',
      severity: 'error',
      from: { path: '^src/server/db/' },
      to: { path: '^src/server/(modules|seed)/' },
    },
    {
      name: 'lib-imports-no-module',
      comment: 'src/server/lib is plumbing every module may use; it knows no module.',
      severity: 'error',
      from: { path: '^src/server/lib/' },
      to: { path: '^src/server/(modules|seed|http)/' },
    },
    {
      name: 'modules-meet-through-services',
      comment: "A module uses another module only through that module's service (a file ending in service.ts).",
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/' },
      to: { path: '^src/server/modules/([^/]+)/', pathNot: ['^src/server/modules/$1/', 'service[.]ts$'] },
    },
    {
      name: 'features-stand-alone',
      comment: 'A web feature does not import another feature; shared pieces live in src/web/components or src/web/lib.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/([^/]+)/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'features-know-no-screen',
      comment: 'Screens (src/web/routes) compose features; features do not reach back into them.',
      severity: 'error',
      from: { path: '^src/web/features/' },
      to: { path: '^src/web/routes/' },
    },
    {
      name: 'shared-web-knows-no-feature',
      comment: 'The shared web code (components, lib, config, i18n) is used by features, so it imports none of them.',
      severity: 'error',
      from: { path: '^src/web/(components|lib|config|i18n)/' },
      to: { path: '^src/web/(features|routes)/' },
    },
  ],
  options: {
    includeOnly: '^src/',
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
