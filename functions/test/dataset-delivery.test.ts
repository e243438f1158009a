/**
 * What the customer receives: an export downloaded to a folder passes
 * verify-dataset/verify-dataset.mjs, and fails it — naming the file — when one byte of a file is
 * flipped, a file is deleted or added, or the manifest is edited (its signature no longer
 * holds); croissant.json carries the properties Croissant 1.1 requires.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { MANIFEST_COLUMNS } from '../src/datasets/manifest';
import { runAt } from '../testing/jobs';
import { newStaff } from '../testing/clients';
import { downloadExport, exportDoc, seedApprovedWork } from '../testing/datasets';
import { newTask } from '../testing/flows';
import { BUCKET } from '../testing/stack';
import { exportDatasets } from '../src/datasets/export-datasets';
import { tempDir } from '../testing/temp-dirs';

process.env.GROUNDTRUTH_STORAGE_BUCKET = BUCKET;
process.env.GROUNDTRUTH_DEV_KEYS_DIR = tempDir('gt-export-keys-');

const verifier = path.resolve(import.meta.dirname, '../../verify-dataset/verify-dataset.mjs');

let exportId: string;
let pristine: string;

/** Runs the verifier on `dir` as a customer would; its exit code and output. */
function verify(dir: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [verifier, dir, ...args], { encoding: 'utf8' });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A fresh copy of the downloaded export to tamper with. */
function copy(): string {
  const dir = tempDir('gt-export-copy-');
  fs.cpSync(pristine, dir, { recursive: true });
  return dir;
}

const lines = (dir: string) =>
  fs
    .readFileSync(path.join(dir, 'manifest.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map(
      (line) =>
        JSON.parse(line) as { file_path: string; size_bytes: number } & Record<string, unknown>,
    );

beforeAll(async () => {
  const [adminUser, support] = await Promise.all([newStaff('admin'), newStaff('support')]);
  const taskId = await newTask(support, { title: 'Delivered task' });
  await seedApprovedWork(taskId, 'delivery-a', 3);
  await seedApprovedWork(taskId, 'delivery-b', 2);
  ({ exportId } = await adminUser.call(callables.exportDataset, { taskId }));
  await runAt(exportDatasets, Date.now());
  expect((await exportDoc(exportId)).status).toBe('complete');
  pristine = await downloadExport(exportId);
});

describe('verify-dataset', () => {
  it('should pass a downloaded export, saying which key it used', () => {
    const shipped = verify(pristine);
    expect(shipped.code, shipped.output).toBe(0);
    expect(shipped.output).toContain('checked with the shipped public-key.pem');
    expect(shipped.output).toContain('Files: 5 of 5 listed match');
    expect(shipped.output).toContain('Verified: everything matches.');

    const keyFile = path.join(tempDir('gt-key-'), 'groundtruth.pem');
    fs.copyFileSync(path.join(pristine, 'public-key.pem'), keyFile);
    const given = verify(pristine, '--public-key', keyFile);
    expect(given.code, given.output).toBe(0);
    expect(given.output).toContain(`checked with the key given with --public-key (${keyFile})`);
  });

  it('should fail, naming the file, when one byte of a file is flipped', () => {
    const dir = copy();
    const target = lines(dir)[1]!.file_path;
    const bytes = fs.readFileSync(path.join(dir, target));
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] as number) ^ 0x01;
    fs.writeFileSync(path.join(dir, target), bytes);
    const result = verify(dir);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`altered: ${target} (sha256`);
    expect(result.output).toContain('NOT verified: 1 problem');
  });

  it('should fail when a file is deleted or one is added', () => {
    const dir = copy();
    const target = lines(dir)[0]!.file_path;
    fs.rmSync(path.join(dir, target));
    fs.writeFileSync(path.join(dir, 'files', 'smuggled.txt'), 'not from Groundtruth');
    const result = verify(dir);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`missing: ${target}`);
    expect(result.output).toContain('extra: files/smuggled.txt');
  });

  it('should fail the signature when the manifest is edited, with another key too', () => {
    const dir = copy();
    const edited = lines(dir).map((line, i) => (i === 0 ? { ...line, size_bytes: 1 } : line));
    fs.writeFileSync(
      path.join(dir, 'manifest.jsonl'),
      edited.map((line) => `${JSON.stringify(line)}\n`).join(''),
    );
    const result = verify(dir);
    expect(result.code).toBe(1);
    expect(result.output).toContain('signature: manifest.sig does not match manifest.jsonl');
    // croissant.json's checksum of the manifest no longer holds either.
    expect(result.output).toContain('croissant.json: sha256 of manifest.jsonl is');

    const other = crypto
      .generateKeyPairSync('ed25519')
      .publicKey.export({ type: 'spki', format: 'pem' });
    const keyFile = path.join(tempDir('gt-key-'), 'other.pem');
    fs.writeFileSync(keyFile, other);
    const wrongKey = verify(pristine, '--public-key', keyFile);
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.output).toContain('signature: manifest.sig does not match');
    expect(wrongKey.output).toContain('the shipped public-key.pem is a different key');
  });
});

describe('croissant.json (Croissant 1.1)', () => {
  const read = () => JSON.parse(fs.readFileSync(path.join(pristine, 'croissant.json'), 'utf8'));

  it('should have every property Croissant 1.1 requires of a dataset', () => {
    const doc = read();
    // Required: @context, @type, dct:conformsTo, description, license, name, url, creator,
    // datePublished, and distribution (FileObject / FileSet).
    expect(doc['@context']).toMatchObject({
      '@vocab': 'http://schema.org/',
      sc: 'http://schema.org/',
      cr: 'http://mlcommons.org/croissant/',
      rai: 'http://mlcommons.org/croissant/RAI/',
      dct: 'http://purl.org/dc/terms/',
      conformsTo: 'dct:conformsTo',
    });
    expect(doc['@type']).toBe('sc:Dataset');
    expect(doc.conformsTo).toBe('http://mlcommons.org/croissant/1.1');
    for (const key of ['name', 'description', 'url'])
      expect(typeof doc[key] === 'string' && doc[key].length > 0, key).toBe(true);
    expect(doc.license).toMatchObject({ '@type': 'sc:CreativeWork' });
    expect(doc.license.text).toContain('licence');
    expect(doc.creator).toMatchObject({ '@type': 'sc:Organization', name: 'Groundtruth' });
    expect(Number.isNaN(Date.parse(doc.datePublished))).toBe(false);
    expect(() => new URL(doc.url)).not.toThrow();
  });

  it('should describe the manifest (with its sha256) and the files', () => {
    const doc = read();
    const manifest = fs.readFileSync(path.join(pristine, 'manifest.jsonl'));
    const fileObject = doc.distribution.find(
      (d: { '@id': string }) => d['@id'] === 'manifest.jsonl',
    );
    expect(fileObject).toMatchObject({
      '@type': 'cr:FileObject',
      name: 'manifest.jsonl',
      contentUrl: 'manifest.jsonl',
      encodingFormat: 'application/jsonlines',
      contentSize: `${manifest.length} B`,
      sha256: crypto.createHash('sha256').update(manifest).digest('hex'),
    });
    expect(doc.distribution).toContainEqual(
      expect.objectContaining({ '@type': 'cr:FileSet', '@id': 'files', includes: 'files/**' }),
    );
  });

  it("should have a RecordSet whose fields are the manifest's columns", () => {
    const doc = read();
    const recordSet = doc.recordSet.find((r: { '@id': string }) => r['@id'] === 'manifest');
    expect(recordSet['@type']).toBe('cr:RecordSet');
    const fields = recordSet.field as {
      '@type': string;
      '@id': string;
      name: string;
      dataType: string;
      source: { fileObject: { '@id': string }; extract: { column: string } };
    }[];
    expect(fields.map((f) => f.name)).toEqual([...MANIFEST_COLUMNS]);
    for (const field of fields) {
      expect(field['@type']).toBe('cr:Field');
      expect(field['@id']).toBe(`manifest/${field.name}`);
      expect(field.dataType).toMatch(/^sc:/);
      expect(field.source).toEqual({
        fileObject: { '@id': 'manifest.jsonl' },
        extract: { column: field.name },
      });
    }
    // Every key of every manifest line is a field.
    for (const line of lines(pristine))
      for (const key of Object.keys(line)) expect(fields.map((f) => f.name)).toContain(key);
    // Every @id is unique within the dataset.
    const ids: string[] = [];
    JSON.stringify(doc, (key, value) => {
      if (key === '@id' && typeof value === 'string') ids.push(value);
      return value;
    });
    const defined = [
      ...doc.distribution.map((d: { '@id': string }) => d['@id']),
      ...doc.recordSet.map((r: { '@id': string }) => r['@id']),
    ];
    expect(new Set(defined).size).toBe(defined.length);
    expect(ids.length).toBeGreaterThan(defined.length);
  });

  it('should carry the Responsible AI fields on collection and personal information', () => {
    const doc = read();
    expect(doc['rai:dataCollection']).toContain('Delivered task');
    expect(doc['rai:personalSensitiveInformation']).toContain('pseudonym');
    expect(doc['rai:dataCollectionType']).toEqual(expect.any(Array));
    expect(doc['rai:dataUseCases']).toEqual(expect.any(String));
    expect(doc['rai:dataCollectionTimeframe']).toHaveLength(2);
  });
});
