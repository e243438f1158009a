import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appAliases } from '../federation.mjs';
import * as leftOut from '../zod-json-schema-left-out.js';

// The apps' builds take tooling/zod-json-schema-left-out.js for zod's JSON Schema generator: it
// must stand in for both of zod's modules as installed, name for name, or a zod upgrade would
// build a screen that reads an export the stand-in lacks.
const root = path.resolve(import.meta.dirname, '../..');
const zodCore = path.join(
  path.dirname(createRequire(path.join(root, 'domain', 'package.json')).resolve('zod')),
  'v4',
  'core',
);
const generator = ['json-schema-processors.js', 'to-json-schema.js'];

describe("zod's JSON Schema generator, left out of the apps", () => {
  it.each(generator)('the apps resolve zod’s %s to the stand-in', (file) => {
    for (const production of [true, false]) {
      const aliases: Record<string, string> = appAliases({ production });
      expect(aliases[`${path.join(zodCore, file)}$`]).toBe(
        path.join(root, 'tooling', 'zod-json-schema-left-out.js'),
      );
    }
  });

  it('the stand-in exports every name of both modules, and no other', async () => {
    const names = new Set<string>();
    for (const file of generator) {
      const real = (await import(path.join(zodCore, file))) as Record<string, unknown>;
      for (const name of Object.keys(real)) names.add(name);
    }
    expect(Object.keys(leftOut).sort()).toEqual([...names].sort());
  });

  it('a schema’s Standard Schema methods are made without throwing, and throw when called', () => {
    const method = leftOut.createStandardJSONSchemaMethod();
    expect(() => method()).toThrow(/left out of the apps/);
    expect(() => leftOut.toJSONSchema()).toThrow(/left out of the apps/);
  });
});
