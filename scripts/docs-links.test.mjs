// Every citation of docs/ names a file and a heading that exist, and nothing cites the documents the product was first
// built from (docs/development.md#citing-the-documentation). The fixtures below prove that each kind of bad citation
// fails; the last test runs the check over the repository.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { anchors, citationProblems, repositoryFiles, slug } from './lib/docs-links.mjs';
import { ROOT } from './lib/workspace.mjs';

const DOCS = [
  { path: 'README.md', text: '# Project\n\nSee [the rules](docs/rules.md#plans).\n' },
  {
    path: 'docs/rules.md',
    text: "# Rules\n\n## Plans\n\n### Admin sign-in lives at /admin-login\n\n## The product's messages\n\n## Plans\n\n```\n# not a heading\n```\n",
  },
];
const source = (text) => ({ path: 'backend/src/probe.ts', text });

test('anchors are GitHub’s: lower case, punctuation removed, spaces as dashes, repeats numbered', () => {
  assert.equal(slug('Admin sign-in lives at /admin-login'), 'admin-sign-in-lives-at-admin-login');
  assert.equal(slug("The product's messages are fixed texts"), 'the-products-messages-are-fixed-texts');
  assert.equal(slug('Dates in en-US, money in USD'), 'dates-in-en-us-money-in-usd');
  assert.equal(slug('`snake_case` and [a link](x.md)'), 'snake_case-and-a-link');
  assert.deepEqual([...anchors(DOCS[1].text)], ['rules', 'plans', 'admin-sign-in-lives-at-admin-login', 'the-products-messages', 'plans-1']);
});

test('citations of existing files and headings pass', () => {
  const sources = [
    source('// Only our team sets it (docs/rules.md#admin-sign-in-lives-at-admin-login).\n/** docs/rules.md */\n'),
    { path: 'frontend/src/probe.tsx', text: "it('shows the product’s messages (docs/rules.md#the-products-messages)', () => {});\n" },
  ];
  assert.deepEqual(citationProblems(sources, DOCS), []);
});

test('a citation of a missing heading or file fails, naming file and line', () => {
  const sources = [source('const a = 1;\n// docs/rules.md#no-such-heading, then docs/missing.md#plans\n')];
  assert.deepEqual(citationProblems(sources, DOCS), [
    'backend/src/probe.ts:2: docs/rules.md#no-such-heading: docs/rules.md has no heading #no-such-heading',
    'backend/src/probe.ts:2: docs/missing.md#plans: there is no docs/missing.md',
  ]);
});

test('a link between the docs to a missing heading or file fails', () => {
  const docs = [...DOCS, { path: 'docs/other.md', text: '# Other\n\n[a](rules.md#plans) [b](#other) [c](rules.md#gone) [d](#gone) [e](nope.md)\n' }];
  assert.deepEqual(citationProblems([], docs), [
    'docs/other.md:3: rules.md#gone: docs/rules.md has no heading #gone',
    'docs/other.md:3: #gone: docs/other.md has no heading #gone',
    'docs/other.md:3: nope.md: there is no docs/nope.md',
  ]);
});

test('a comment that still cites the old decisions or spec sections fails', () => {
  const sources = [source(['// Admin login (DECISIONS 2).', '/** Spec section 5, login. */', '// spec sections 2 and 9', '// spec § 4'].join('\n'))];
  assert.deepEqual(
    citationProblems(sources, DOCS).map((problem) => problem.split(': ')[0]),
    ['backend/src/probe.ts:1', 'backend/src/probe.ts:2', 'backend/src/probe.ts:3', 'backend/src/probe.ts:4'],
  );
});

test('the repository cites only files and headings of docs/ that exist', () => {
  // The checker and this file quote bad citations on purpose.
  const { sources, docs } = repositoryFiles(ROOT, ['scripts/lib/docs-links.mjs', 'scripts/docs-links.test.mjs']);
  assert.ok(sources.length > 100 && docs.some((doc) => doc.path === 'docs/product.md'), 'the scan found the sources and docs');
  assert.deepEqual(citationProblems(sources, docs), []);
});
