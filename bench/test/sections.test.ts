// The sections the runner knows: each module's exports, how names pick them, and the list in the
// README, which is the runner's own output.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pickSections, sectionList, sections } from '../src/sections.mjs';

describe('the bench sections', () => {
  it('each have a unique name, a description and a run', () => {
    const names = sections.map((section) => section.name);
    expect(new Set(names).size).toBe(names.length);
    for (const section of sections) {
      expect(section.description.length).toBeGreaterThan(10);
      expect(typeof section.run).toBe('function');
    }
  });

  it('run the default ones when none is named, and what a named one brings along', () => {
    expect(pickSections([]).every((section) => section.byDefault)).toBe(true);
    expect(pickSections(['scale']).map((section) => section.name)).toEqual(['scale']);
    expect(pickSections(['media']).map((section) => section.name)).toEqual([
      'media',
      'media-browser',
    ]);
  });

  it("are listed in the README as the runner's --list prints them", () => {
    const readme = fs.readFileSync(path.join(import.meta.dirname, '../README.md'), 'utf8');
    const listed = /<!-- sections -->\s*```text\n([\s\S]*?)\n```\s*<!-- \/sections -->/.exec(
      readme,
    );
    expect(listed?.[1]).toBe(sectionList());
  });
});
