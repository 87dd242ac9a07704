// How swc turns the backend's TypeScript into JavaScript, for the build (build.mjs) and the jest specs alike: no type
// checking (the typecheck target does that), keeping what Nest and MikroORM read at run time.
module.exports = {
  swcrc: false,
  module: { type: 'commonjs' },
  jsc: {
    target: 'es2022',
    keepClassNames: true,
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    // As tsconfig.json: legacy decorators with design-type metadata, fields assigned rather than defined, react-jsx.
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } },
  },
};
