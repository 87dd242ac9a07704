// The stack's own cost per request, for bench:load to compare ours with: a minimal NestJS app on Express, built from
// the packages the api uses (@nestjs/core, @nestjs/platform-express), with one controller answering GET /api/plans with
// the JSON our /api/plans answered (read from the file argv[3] names), and nothing else: no middleware, guard, pipe,
// interceptor, filter or logger. Run as its own process (port argv[2]) so its CPU time is measured apart.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/workspace.mjs';

const require = createRequire(join(ROOT, 'backend', 'package.json'));
require('reflect-metadata');
const { Controller, Get, Module } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');

const port = Number(process.argv[2]);
const plans = JSON.parse(readFileSync(process.argv[3], 'utf8'));

// Decorators applied by hand: this file is plain JavaScript.
class PlansController {
  plans() {
    return plans;
  }
}
Get('plans')(PlansController.prototype, 'plans', Object.getOwnPropertyDescriptor(PlansController.prototype, 'plans'));
Controller()(PlansController);

class BaselineModule {}
Module({ controllers: [PlansController] })(BaselineModule);

NestFactory.create(BaselineModule, { logger: false })
  .then(async (app) => {
    app.setGlobalPrefix('api');
    // As the api does: no ETag (a SHA-1 of every body) and no X-Powered-By, so the baseline does no work ours skips.
    app.disable('etag');
    app.disable('x-powered-by');
    await app.listen(port, '127.0.0.1');
    process.send?.('listening');
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
