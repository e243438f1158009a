import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/collections';

// The README and docs/: their links resolve inside the repository, the architecture page names
// everything the code defines, and the README stays a page a newcomer reads in two minutes.
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

const MAX_README_LINES = 200;

/** README.md and every page of docs/, as paths from the repository root. */
const pages = [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The markdown without fenced code blocks and inline code, where nothing is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '``');
}

/** The target of every inline link and image: `[text](target)`. */
function linkTargets(markdown: string): string[] {
  return [...prose(markdown).matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map(
    (match) => match[1]!,
  );
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  return new Set(
    [...prose(markdown).matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => slug(match[1]!)),
  );
}

/** What a relative link of `page` points at wrongly, or undefined when it resolves. */
function linkProblem(page: string, target: string): string | undefined {
  if (/^[a-z][a-z+.-]*:/i.test(target)) return undefined; // https:, mailto:
  const [file = '', anchor] = target.split('#');
  const resolved = file ? path.resolve(root, path.dirname(page), file) : path.join(root, page);
  const inside = path.relative(root, resolved);
  if (path.isAbsolute(file) || inside.startsWith('..') || path.isAbsolute(inside))
    return 'points outside the repository';
  if (!fs.existsSync(resolved)) return 'names no file';
  if (
    anchor &&
    resolved.endsWith('.md') &&
    !anchorsOf(fs.readFileSync(resolved, 'utf8')).has(anchor)
  )
    return `has no heading #${anchor}`;
  return undefined;
}

/** Collection names of firestore.rules' `match /name/{id}` blocks. */
function ruleCollections(): string[] {
  return [...read('firestore.rules').matchAll(/match \/(\w+)\/\{\w+\}/g)]
    .map((m) => m[1]!)
    .filter((name) => name !== 'databases'); // the service's `/databases/{database}/documents`
}

/** The names functions/src/index.ts exports: callables, HTTP functions and scheduled jobs. */
function functionExports(): string[] {
  const source = read('functions/src/index.ts');
  const listed = [...source.matchAll(/^export\s*\{([^}]+)\}/gm)].flatMap((m) =>
    m[1]!.split(',').map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    ),
  );
  const constants = [...source.matchAll(/^export\s+(?:const|function)\s+(\w+)/gm)].map(
    (m) => m[1]!,
  );
  return [...listed, ...constants].filter(Boolean);
}

/** The names of `names` that `markdown` never writes as code (`name` or `name/…`). */
function unmentioned(markdown: string, names: readonly string[]): string[] {
  return names.filter(
    (name) => !markdown.includes(`\`${name}\``) && !markdown.includes(`\`${name}/`),
  );
}

describe('the README and docs/', () => {
  it('should link only to files of the repository, and to headings that exist', () => {
    const problems = pages.flatMap((page) =>
      linkTargets(read(page)).flatMap((target) => {
        const problem = linkProblem(page, target);
        return problem ? [`${page}: ${target} ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('should name no place outside the repository', () => {
    const outside = /\.\.\/shared|shared\/spec|DESIGN\.md|\/work\/|file:\/\//;
    const problems = pages.flatMap((page) =>
      read(page)
        .split('\n')
        .flatMap((line, index) => (outside.test(line) ? [`${page}:${index + 1}: ${line}`] : [])),
    );
    expect(problems).toEqual([]);
  });

  it(`should keep the README within ${MAX_README_LINES} lines`, () => {
    expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(MAX_README_LINES);
  });
});

describe('docs/architecture.md', () => {
  const architecture = read('docs/architecture.md');

  it('should name every callable of the registry', () => {
    const names = Object.values(callables).map((entry) => entry.name);
    expect(names.length).toBeGreaterThan(20);
    expect(unmentioned(architecture, names)).toEqual([]);
  });

  it('should name every Firestore collection', () => {
    const names = [...new Set([...Object.values(collections), ...ruleCollections()])];
    expect(ruleCollections().length).toBeGreaterThan(10);
    expect(unmentioned(architecture, names)).toEqual([]);
  });

  it('should name every function the functions export: callables, HTTP functions and jobs', () => {
    const names = functionExports();
    expect(names).toContain('deliverMail');
    expect(unmentioned(architecture, names)).toEqual([]);
  });
});
