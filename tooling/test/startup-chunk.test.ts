import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startupSharedChunk } from '../federation.mjs';

// The shell's start-up chunk takes the libraries every signed-in screen starts with, and none of
// those a screen loads on demand: the files as installed, resolved from the packages that use them.
const root = path.resolve(import.meta.dirname, '../..');
const from = (pkg: string) => createRequire(path.join(root, pkg, 'package.json'));
const { startupReact, startupShared } = startupSharedChunk().splitChunks.cacheGroups;
const inStartupChunk = (file: string) =>
  startupReact.test.test(file) || startupShared.test.test(file);

describe('the start-up shared chunk', () => {
  it.each([
    ['shell', 'react'],
    ['shell', 'react-dom/client'],
    ['shell', 'react-router'],
    ['shell', 'styled-components'],
    ['platform', '@tanstack/react-query'],
    ['platform', '@tanstack/query-core'],
    ['firebase-web', 'firebase/app'],
    ['firebase-web', '@firebase/app'],
    // firebase's own copy (node_modules/firebase/node_modules), the one its auth entry imports.
    ['node_modules/firebase', '@firebase/auth'],
    ['firebase-web', '@firebase/firestore/lite'],
  ])('takes %s’s %s', (pkg, library) => {
    expect(inStartupChunk(from(pkg).resolve(library))).toBe(true);
  });

  it.each([
    ['firebase-web', '@firebase/firestore'],
    ['firebase-web', '@firebase/storage'],
    ['firebase-web', '@firebase/functions'],
    ['domain', 'zod'],
    ['creator-app', 'mediainfo.js'],
  ])('leaves out %s’s %s, loaded on demand', (pkg, library) => {
    expect(inStartupChunk(from(pkg).resolve(library))).toBe(false);
  });

  it('keeps React and styled-components, which the landing island provides, out of the other chunk', () => {
    for (const library of ['react', 'react-dom/client', 'styled-components']) {
      const file = from('shell').resolve(library);
      expect(startupReact.test.test(file)).toBe(true);
      expect(startupShared.test.test(file)).toBe(false);
    }
    expect(startupReact.test.test(from('shell').resolve('react-router'))).toBe(false);
  });

  it('takes no workspace package: they are the app, split by its own imports', () => {
    expect(inStartupChunk(path.join(root, 'platform/src/session.tsx'))).toBe(false);
    expect(inStartupChunk(path.join(root, 'ui-kit/src/index.ts'))).toBe(false);
  });
});
