// Citations of docs/ (docs/development.md#citing-the-documentation): every `docs/<file>.md#<anchor>` in the code and
// every link between the docs must name a file and a heading that exist, and nothing cites the documents the product
// was first built from. Plain functions over file contents, so a test can feed them fixtures.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/** The anchor GitHub gives a heading: lower case, punctuation but '-' and '_' removed, each space a '-'. */
export function slug(heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a markdown text's headings, outside code blocks; a repeated heading gets -1, -2… as on GitHub. */
export function anchors(markdown) {
  const seen = new Map();
  const found = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  return found;
}

const CITATION = /(?<![\w-])docs\/([\w.-]+\.md)(?:#([\p{L}\p{N}_-]+))?/gu;
const MARKDOWN_LINK = /\]\((?!https?:|mailto:)([^)\s#]*)(?:#([^)\s]+))?\)/g;
const RETIRED = [
  { pattern: /\bDECISIONS\b/, name: '"DECISIONS"' },
  { pattern: /\bspec (?:sections?\b|§)/i, name: '"spec section"' },
];

/**
 * The problems of the given sources ({ path, text }: code, scanned for citations and retired references) and docs
 * ({ path, text }: docs/*.md and README.md, scanned for citations and for relative links between them), each as
 * "path:line: what is wrong". Paths are relative to the repository, with '/'.
 */
export function citationProblems(sources, docs) {
  const headings = new Map(docs.map((doc) => [doc.path, anchors(doc.text)]));
  const problems = [];
  const check = (where, file, anchor, shownAs) => {
    if (!headings.has(file)) problems.push(`${where}: ${shownAs}: there is no ${file}`);
    else if (anchor !== undefined && !headings.get(file).has(anchor)) problems.push(`${where}: ${shownAs}: ${file} has no heading #${anchor}`);
  };
  for (const { path, text, markdown } of [...sources, ...docs.map((doc) => ({ ...doc, markdown: true }))]) {
    text.split('\n').forEach((line, index) => {
      const where = `${path}:${index + 1}`;
      for (const [cited, file, anchor] of line.matchAll(CITATION)) check(where, `docs/${file}`, anchor, cited);
      if (markdown) {
        for (const [link, target, anchor] of line.matchAll(MARKDOWN_LINK)) {
          const file = target === '' ? path : posix.normalize(posix.join(posix.dirname(path), target));
          if (file === 'README.md' || file.startsWith('docs/')) check(where, file, anchor, link.slice(2, -1));
        }
      } else {
        for (const { pattern, name } of RETIRED)
          if (pattern.test(line)) problems.push(`${where}: cites ${name}, which is not in this repository: cite a heading of docs/`);
      }
    });
  }
  return [...new Set(problems)];
}

const SOURCE_DIRS = ['backend/src', 'backend/test', 'frontend/src', 'e2e', 'scripts', 'bench'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'playwright-report', 'test-results']);

function filesUnder(root, dir, accept) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(root, path, accept);
    return accept(entry.name) ? [path] : [];
  });
}

/** The repository's sources and docs, read from disk. `skip` leaves out files that quote bad citations on purpose. */
export function repositoryFiles(root, skip = []) {
  const read = (path) => ({ path, text: readFileSync(join(root, path), 'utf8') });
  const sources = SOURCE_DIRS.flatMap((dir) => filesUnder(root, dir, (name) => /\.(ts|tsx|mjs)$/.test(name)))
    .filter((path) => !skip.includes(path))
    .map(read);
  const docs = ['README.md', ...filesUnder(root, 'docs', (name) => name.endsWith('.md'))].map(read);
  return { sources, docs };
}
