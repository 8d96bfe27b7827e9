/**
 * The import-graph check, run by `npm run lint` (issue 32, ADR 181): no circular imports inside the
 * server or the web app, no plugin importing a feature (the composition root, src/server/app.ts,
 * wires features into plugins), no production file importing a test helper (`*.testkit.ts(x)`,
 * docs/architecture.md), and the layers of docs/architecture.md (the domain imports neither side).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular-server-web',
      comment: 'A circle inside src/server or src/web: split the shared part into its own module.',
      severity: 'error',
      from: { path: '^src/(server|web)/' },
      to: { circular: true, path: '^src/(server|web)/' },
    },
    {
      name: 'no-plugin-to-feature',
      comment: 'Plugins are generic; app.ts hands them what features provide (PolicyGuards).',
      severity: 'error',
      from: { path: '^src/server/plugins/', pathNot: '\\.(test|testkit)\\.tsx?$' },
      to: { path: '^src/server/features/' },
    },
    {
      name: 'no-production-to-testkit',
      comment: 'Test helpers (*.testkit.ts) are for tests only.',
      severity: 'error',
      from: { path: '^src/', pathNot: '\\.(test|testkit)\\.tsx?$' },
      to: { path: '\\.testkit\\.tsx?$' },
    },
    {
      name: 'domain-stays-pure',
      comment: 'src/domain imports neither the server nor the web app.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'web-not-server',
      comment: 'The web app reaches the server only over HTTP.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
