import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// No source file over MAX_LINES: a file that long holds several concepts, and is split into a
// file per concept named for it. Tests are not held to it (a screen's or a callable's cases read
// best together). Every workspace counts, tools and scripts included, and files not yet
// committed as well as those that are.
const root = path.resolve(import.meta.dirname, '../..');

const MAX_LINES = 400;

/**
 * Source files allowed past MAX_LINES for now, each with its reason. An exemption that no longer
 * applies (the file was split) fails the test, so the list only shrinks.
 */
const EXEMPT: Record<string, string> = {};

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const TEST = /(\.test\.|\.spec\.|(^|\/)tests?\/)/;

/** The repository's source files (tracked, or new and not ignored), as paths from its root. */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split('\n')
    .filter((file) => SOURCE.test(file) && !TEST.test(file))
    .filter((file) => fs.existsSync(path.join(root, file)));
}

/** Lines of a file as an editor numbers them (a final newline ends the last, adds none). */
function lineCount(file: string): number {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('source file size', () => {
  const files = sourceFiles();

  it('should find the source files of every workspace', () => {
    expect(files).toContain('domain/src/queries.ts');
    expect(files).toContain('dev-stack/src/seed/seed-data.mjs');
    expect(files).toContain('functions/src/datasets/export-datasets.ts');
    expect(files.some((file) => TEST.test(file))).toBe(false);
  });

  it(`should keep every source file at ${MAX_LINES} lines or fewer`, () => {
    const over = files
      .filter((file) => !(file in EXEMPT))
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines; split it by concept`);
    expect(over).toEqual([]);
  });

  it('should exempt only files still over the limit', () => {
    const stale = Object.keys(EXEMPT).filter(
      (file) => !fs.existsSync(path.join(root, file)) || lineCount(file) <= MAX_LINES,
    );
    expect(stale).toEqual([]);
  });
});
