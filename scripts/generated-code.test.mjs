// Generated code stays true: backend/openapi.json must be what the code produces, and the frontend client what the
// document produces. Regenerate with `npm run generate` and commit the result.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './lib/workspace.mjs';

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

function snapshot(dir) {
  return Object.fromEntries(files(dir).map((path) => [relative(dir, path), readFileSync(path, 'utf8')]));
}

test('backend/openapi.json is what the backend code produces', () => {
  const fresh = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.json');
  const result = spawnSync(process.execPath, ['backend/dist/scripts/write-openapi.js', fresh], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(result.status, 0, `write-openapi failed (build the backend first): ${result.stderr}`);
  assert.equal(
    readFileSync(join(ROOT, 'backend/openapi.json'), 'utf8'),
    readFileSync(fresh, 'utf8'),
    'backend/openapi.json is stale: run `npm run generate` and commit',
  );
});

test('frontend/src/api/generated is what backend/openapi.json produces', () => {
  const out = join(mkdtempSync(join(tmpdir(), 'client-')), 'generated');
  const bin = join(ROOT, 'node_modules', '.bin', 'openapi-ts');
  const result = spawnSync(bin, ['--silent', '--output', out], { cwd: join(ROOT, 'frontend'), encoding: 'utf8' });
  assert.equal(result.status, 0, `openapi-ts failed: ${result.stderr}`);
  assert.deepEqual(snapshot(join(ROOT, 'frontend/src/api/generated')), snapshot(out), 'the generated client is stale: run `npm run generate` and commit');
});

// The document is read by tools nobody here wrote: both lints run with the repository's rules (redocly.yaml,
// .spectral.yaml), and any problem, warnings included, fails. A rule is turned off only there, with its reason.
test('backend/openapi.json passes Redocly’s recommended rules with no errors or warnings', () => {
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'redocly'), ['lint', 'backend/openapi.json', '--format=json'], { cwd: ROOT, encoding: 'utf8' });
  const report = JSON.parse(result.stdout);
  const problems = report.problems.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location?.[0]?.pointer}`);
  assert.deepEqual(problems, [], 'run `npx redocly lint backend/openapi.json`');
  assert.deepEqual(report.totals, { errors: 0, warnings: 0, ignored: 0 });
});

test('backend/openapi.json passes Spectral’s spectral:oas rules with no errors or warnings', () => {
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'spectral'), ['lint', 'backend/openapi.json', '--fail-severity=warn', '--format=text'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, `run \`npx spectral lint backend/openapi.json\`:\n${result.stdout}${result.stderr}`);
});

// /api/docs's "Try it out" starts from the document's examples: a request body field without one is pre-filled with a
// bare "string" or 0, which the API refuses. Add `@ApiProperty({ example })` to the DTO field.
test('every field of every request body in backend/openapi.json has an example', () => {
  const document = JSON.parse(readFileSync(join(ROOT, 'backend/openapi.json'), 'utf8'));
  const resolve = (schema) => (schema?.$ref ? document.components.schemas[schema.$ref.split('/').pop()] : schema);
  const missing = [];
  const visit = (schema, where) => {
    for (const [name, property] of Object.entries(resolve(schema)?.properties ?? {})) {
      // An example sits beside a reference (Nest wraps it in allOf); a nested object shows its fields' examples instead.
      const target = resolve(property.allOf?.[0] ?? property);
      if (target?.properties) visit(target, `${where}.${name}`);
      else if (property.example === undefined) missing.push(`${where}.${name}`);
    }
  };
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) visit(media.schema, `${method.toUpperCase()} ${path} (${type}) body`);
    }
  }
  assert.deepEqual(missing, [], 'these request body fields have no example: add @ApiProperty({ example }) to their DTO fields');
});
