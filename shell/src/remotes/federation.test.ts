import { describe, expect, it } from 'vitest';
import { isLoadFailure, parseManifest } from './federation';

describe('parseManifest', () => {
  const valid = {
    marketing: 'https://m.example/mf-manifest.json',
    creator: 'https://c.example/mf-manifest.json',
    staff: 'https://s.example/mf-manifest.json',
    customer: 'https://o.example/mf-manifest.json',
  };

  const allowed = [
    'https://m.example',
    'https://c.example',
    'https://s.example',
    'https://o.example',
  ];

  it('should accept a URL for every remote on an allowed origin', () => {
    expect(parseManifest(valid, allowed)).toEqual(valid);
  });

  it('should refuse a remote from a foreign origin, or over http, in a deployed build', () => {
    expect(() =>
      parseManifest({ ...valid, staff: 'https://attacker.example/remoteEntry.js' }, allowed),
    ).toThrow('the "staff" remote is not on an allowed origin');
    expect(() =>
      parseManifest({ ...valid, creator: 'http://c.example/remoteEntry.js' }, allowed),
    ).toThrow('the "creator" remote is not on an allowed origin');
    expect(() =>
      parseManifest({ ...valid, customer: 'https://attacker.example/remoteEntry.js' }, allowed),
    ).toThrow('the "customer" remote is not on an allowed origin');
  });

  it('should accept only loopback remotes in a local build', () => {
    const local = {
      marketing: 'http://localhost:3001/remoteEntry.js',
      creator: 'http://127.0.0.1:23002/remoteEntry.js',
      staff: 'http://localhost:3003/remoteEntry.js',
      customer: 'http://localhost:3004/remoteEntry.js',
    };
    expect(parseManifest(local, null)).toEqual(local);
    expect(() => parseManifest(valid, null)).toThrow('the "marketing" remote is not on an allowed');
  });

  it('should name the remote whose URL is missing', () => {
    expect(() => parseManifest({ ...valid, staff: '' }, allowed)).toThrow(
      'no URL for the "staff" remote',
    );
    const { customer: _customer, ...withoutCustomer } = valid;
    expect(() => parseManifest(withoutCustomer, allowed)).toThrow(
      'no URL for the "customer" remote',
    );
    expect(() => parseManifest(null, allowed)).toThrow('not an object');
  });
});

describe('isLoadFailure', () => {
  it('should recognise a missing chunk and a remote entry that did not load', () => {
    const chunk = new Error('Loading chunk 4242 failed.\n(missing: http://x/4242.js)');
    chunk.name = 'ChunkLoadError';
    expect(isLoadFailure(chunk)).toBe(true);
    expect(
      isLoadFailure(
        new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources.'),
      ),
    ).toBe(true);
  });

  it("should not take an error of the remote's own code for a load failure", () => {
    expect(isLoadFailure(new Error('remote exploded'))).toBe(false);
    expect(isLoadFailure('Loading chunk 1 failed')).toBe(false);
  });
});
