// The frameworks through their public API only (eslint.config.mjs's no-restricted-syntax for backend/src,
// docs/development.md#framework-extension-points-we-use): each pattern of reaching into a library's internals fails the
// lint, and the public way of doing the same passes. The code is linted as text at the path named, so none of it is
// written into the tree.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { ROOT } from './lib/workspace.mjs';

// Syntax only: a file that is not on disk has no type information.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: [tseslint.configs.disableTypeChecked] });
const APP_FILE = 'backend/src/probe.ts';

async function internalsErrors(code, filePath = APP_FILE) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

const CASES = [
  {
    rule: "a router's stack",
    breaks: [
      'export const layers = app.router.stack;',
      'export const count = (router as unknown as { stack: unknown[] }).stack.length;',
      'export const layers = (app.router as unknown as { stack: unknown[] }).stack;',
      'export const layers = (app.getHttpAdapter().getInstance() as express.Express).router!.stack;',
      'const { stack } = app.router as unknown as { stack: unknown[] }; export { stack };',
      'const { stack } = router; export { stack };',
      "export const layers = (instance as { _router: { stack: unknown[] } })['_router'].stack;",
    ],
    keeps: [
      "app.use('/assets', express.static(dir)); export const trace = error.stack;",
      'export const trace = (error as Error).stack; const { stack } = error as Error; export { stack };',
    ],
  },
  {
    rule: "a route's or layer's dispatch",
    breaks: ['layer.handleRequest(request, response, next);', 'export const handles = layer.route._handlesMethod(request.method);'],
    keeps: ['router(request, response, next);'],
  },
  {
    rule: "a layer's path match",
    breaks: ['export const match = layer.match(request.path);', 'export const match = this.layer.match(path);'],
    keeps: ['export const match = request.path.match(/^\\/api\\//); export const domain = config.from.match(/@(.+)/);'],
  },
  {
    rule: 'an underscored member',
    breaks: ['export const manager = passport._sm;', "export const parsed = request['_body'];"],
    keeps: ['export const body = request.body;'],
  },
  {
    rule: "a patch of a library's prototype",
    breaks: [
      'express.response.sendJson = function () {};',
      'Server.prototype.close = () => undefined;',
      'Object.setPrototypeOf(request, app.request);',
      "Object.defineProperty(IncomingMessage.prototype, 'user', { value: undefined });",
      'Object.assign(Layer.prototype, { match });',
    ],
    keeps: ['Object.assign(options, { limit });'],
  },
  {
    rule: "a method borrowed from a library's prototype",
    breaks: ['NetServer.prototype.close.call(server, done);'],
    keeps: ['server.close(done);'],
  },
  {
    rule: "middleware applied to Express's shared request or response",
    breaks: [
      'passport.initialize()((app.getHttpAdapter().getInstance() as express.Express).request, undefined as never, () => undefined);',
      'decorate(express.request);',
      'passport.initialize()(app.request, undefined as never, () => undefined);',
      'decorate(app.getHttpAdapter().getInstance().response);',
    ],
    keeps: ['app.use(passport.initialize());'],
  },
];

for (const { rule, breaks, keeps } of CASES) {
  test(`${rule}: code that reaches into a library fails the lint, the public way passes`, async () => {
    for (const code of breaks) assert.notDeepEqual(await internalsErrors(code), [], `should be refused: ${code}`);
    for (const code of keeps) assert.deepEqual(await internalsErrors(code), [], `should pass: ${code}`);
  });
}

test('specs may stub a prototype for the length of a test', async () => {
  assert.deepEqual(await internalsErrors("jest.spyOn(Logger.prototype, 'error');", 'backend/src/probe.spec.ts'), []);
  assert.deepEqual(await internalsErrors("jest.spyOn(Logger.prototype.error, 'call');", 'backend/src/probe.spec.ts'), []);
});
