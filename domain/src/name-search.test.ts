import { describe, expect, it } from 'vitest';
import { NAME_PREFIX_MAX, namePrefixes, nameSearchTerm } from './name-search';

describe('namePrefixes', () => {
  it("should hold every start of each word's rest of the name, lower-cased", () => {
    const prefixes = namePrefixes('  Lena   Okafor ');
    for (const term of ['l', 'lena', 'lena ok', 'lena okafor', 'o', 'okafor'])
      expect(prefixes).toContain(term);
    expect(prefixes).not.toContain('kafor');
    expect(prefixes).not.toContain('lena ');
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('should keep each start short, and find a long search cut to the same length', () => {
    const name = 'Maximiliana Wolfeschlegelsteinhausenbergerdorff';
    expect(Math.max(...namePrefixes(name).map((p) => p.length))).toBe(NAME_PREFIX_MAX);
    expect(namePrefixes(name)).toContain(nameSearchTerm('wolfeschlegelsteinhausenbergerdorff'));
    expect(namePrefixes('')).toEqual([]);
  });
});
