// Import circles in src/ (type-only imports included): none. The layers themselves are checked
// by eslint-plugin-boundaries (eslint.config.mjs); a circle is cheaper to find over the whole
// graph at once than file by file in the linter. `npm run lint:cycles`, part of `npm test`.
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Two modules that need each other are one module, or a third is missing.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] },
  },
};
