/**
 * The layer rules of ARCHITECTURE.md §1, checked on every test run (`npm run lint:deps`).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-framework-free',
      comment: 'src-domain is reused by every client and the server: it may import itself, the two validation libraries, decimal.js (exact money and rate arithmetic, ADR 0013) and libphonenumber-js (phone numbers as the lender’s country writes them) only.',
      severity: 'error',
      from: { path: '^src-domain/' },
      to: { pathNot: '^src-domain/|node_modules/(class-validator|class-transformer|decimal\.js|libphonenumber-js)/' },
    },
    {
      name: 'infra-stays-below-ui-and-server',
      comment: 'Adapters implement domain ports; they know nothing of React, MobX, the server or the container.',
      severity: 'error',
      from: { path: '^src-infra/' },
      to: { path: '^(src-ui|src-server|src)/|node_modules/(react|react-dom|mobx|mobx-react-lite|fastify|@fastify/[^/]+|kysely|inversify|@blueprintjs/[^/]+)/' },
    },
    {
      name: 'ui-never-reaches-infra-server-or-container',
      comment: 'The UI gets stores through React context; it never sees the container, a gateway or the network.',
      severity: 'error',
      from: { path: '^src-ui/' },
      to: { path: '^(src-infra|src-server|src)/|node_modules/(inversify|got|ky|kysely|fastify|laravel-echo|pusher-js|js-cookie|tough-cookie)/' },
    },
    {
      name: 'server-never-reaches-clients',
      comment: 'The server shares the domain (DTOs, rules, math) and nothing of the clients.',
      severity: 'error',
      from: { path: '^src-server/' },
      to: { path: '^(src-ui|src-infra|src)/|node_modules/(react|react-dom|mobx|got|laravel-echo|pusher-js|@blueprintjs/[^/]+)/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles; a route table lazily loading a page that links back to it is not one (it never loads in a loop).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    exclude: { path: '^dist/' },
  },
};
