import { describe, expect, it } from 'vitest';
import { parseManifest } from './federation';

describe('parseManifest', () => {
  const valid = {
    marketing: 'https://m.example/mf-manifest.json',
    creator: 'https://c.example/mf-manifest.json',
    staff: 'https://s.example/mf-manifest.json',
  };

  it('should accept a URL for every remote', () => {
    expect(parseManifest(valid)).toEqual(valid);
  });

  it('should name the remote whose URL is missing', () => {
    expect(() => parseManifest({ ...valid, staff: '' })).toThrow('no URL for the "staff" remote');
    expect(() => parseManifest(null)).toThrow('not an object');
  });
});
