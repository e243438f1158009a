/**
 * Provenance in a dataset export: real sample files inspected as submitWork inspects them, then
 * exported. A file carrying its position is delivered with the position removed (a JPEG's EXIF
 * GPS and XMP, an MP4's QuickTime location item, a MOV's ©xyz box), the manifest holding both
 * hashes and verify-dataset accepting the delivered bytes; a format that cannot be cleaned safely
 * is left out and the card says how many and why; the provenance columns reach the manifest.
 * Every way of recording a position the upload's detector knows is delivered without it: the
 * delivered bytes, inspected again, carry none.
 */
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import exifr from 'exifr';
import { beforeAll, describe, expect, it } from 'vitest';
import { inMemory } from '@groundtruth/domain/provenance-read';
import { locatedSamples } from '@groundtruth/dev-stack/located-samples';
import { provenanceSample } from '@groundtruth/dev-stack/provenance-samples';
import { sampleMedia } from '@groundtruth/dev-stack/sample-media';
import { admin, newStaff, type Member } from '../testing/clients';
import {
  downloadExport,
  exportDoc,
  exportTask,
  exportObjects,
  manifestLines,
  seedApprovedWork,
} from '../testing/datasets';
import { newTask } from '../testing/flows';
import { BUCKET } from '../testing/stack';
import { locationRemovalPlan } from '../src/datasets/location-removal';
import { inspect, inspectUpload } from '../src/submissions/inspect-file';
import { mediaInfoTracks } from '../src/submissions/media-info';
import { tempDir } from '../testing/temp-dirs';

process.env.GROUNDTRUTH_STORAGE_BUCKET = BUCKET;
process.env.GROUNDTRUTH_DEV_KEYS_DIR = tempDir('gt-prov-keys-');

const verifier = path.resolve(import.meta.dirname, '../../verify-dataset/verify-dataset.mjs');
const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');
const POSITION = /48\.85|\+002\.29|2\.294/;

let adminUser: Member;
let support: Member;
let samples: Awaited<ReturnType<typeof sampleMedia>>;

beforeAll(async () => {
  [adminUser, support, samples] = await Promise.all([
    newStaff('admin'),
    newStaff('support'),
    sampleMedia(),
  ]);
}, 120_000);

/**
 * An approved submission whose one file is `bytes` (named `name`, of `type`), with the facts and
 * provenance submitWork's inspection reads from it in Storage.
 */
async function approvedFile(
  taskId: string,
  uid: string,
  name: string,
  type: string,
  bytes: Uint8Array,
) {
  const [id] = await seedApprovedWork(taskId, uid, 1);
  const objectPath = `submissions/${uid}/${taskId}/${name}`;
  const object = admin.bucket().file(objectPath);
  await object.save(Buffer.from(bytes), { resumable: false, contentType: type });
  const [meta] = await object.getMetadata();
  const inspection = await inspectUpload(name, objectPath, type, bytes.length);
  if (inspection.problem !== null) throw new Error(inspection.problem);
  const ref = admin.db().doc(`submissions/${id}`);
  const [file] = (await ref.get()).get('files');
  await ref.update({
    files: [
      {
        ...file,
        name,
        path: objectPath,
        size: bytes.length,
        type,
        md5_hash: meta.md5Hash,
        crc32c: meta.crc32c,
        generation: String(meta.generation),
        media: inspection.media,
        ...(inspection.provenance ? { provenance: inspection.provenance } : {}),
      },
    ],
    file_hashes: [meta.md5Hash],
  });
  return (await ref.get()).data()!;
}

describe('a dataset export of files carrying where they were recorded', () => {
  let exportId: string;
  let originals: Map<string, Uint8Array>;
  let objects: Map<string, Buffer>;
  let lines: Record<string, unknown>[];

  beforeAll(async () => {
    const taskId = await newTask(support, { title: 'Where it was recorded' });
    originals = new Map([
      ['photo.jpg', new Uint8Array(provenanceSample('located'))],
      ['iphone.mp4', new Uint8Array(fs.readFileSync(samples.mp4Located))],
      // Android's clip: a MOV with a ©xyz box.
      ['android.mov', new Uint8Array(fs.readFileSync(samples.movLocated))],
      ['credentials.jpg', new Uint8Array(provenanceSample('credentials'))],
    ]);
    const types: Record<string, string> = {
      'photo.jpg': 'image/jpeg',
      'iphone.mp4': 'video/mp4',
      'android.mov': 'video/quicktime',
      'credentials.jpg': 'image/jpeg',
    };
    let n = 0;
    for (const [name, bytes] of originals) {
      await approvedFile(taskId, `where-${n++}`, name, types[name]!, bytes);
    }
    // A WebM said to carry a position (the detector finds none in one): the remover knows no
    // way to take one out of it, so it is left out rather than delivered with it.
    const webm = await approvedFile(
      taskId,
      'where-webm',
      'walk.webm',
      'video/webm',
      new Uint8Array(fs.readFileSync(samples.webm)),
    );
    const webmRef = admin.db().doc(`submissions/${taskId}_where-webm_1`);
    const [webmFile] = webm.files;
    await webmRef.update({
      files: [
        {
          ...webmFile,
          provenance: {
            ...webmFile.provenance,
            capture: { ...webmFile.provenance.capture, has_location: true },
          },
        },
      ],
    });
    exportId = await exportTask(adminUser, taskId);
    expect((await exportDoc(exportId)).status).toBe('complete');
    objects = await exportObjects(exportId);
    lines = await manifestLines(exportId);
  }, 240_000);

  /** The delivered bytes and manifest line of the original named `name`. */
  function delivered(name: string) {
    const original = originals.get(name)!;
    const line = lines.find(
      (l) => l.original_sha256 === sha256(original) || l.sha256 === sha256(original),
    );
    expect(line, `manifest line of ${name}`).toBeDefined();
    return { line: line!, bytes: objects.get(line!.file_path as string)!, original };
  }

  it('should remove the GPS position from a photo, keeping the rest of its EXIF', async () => {
    const { line, bytes, original } = delivered('photo.jpg');
    expect(line).toMatchObject({ location_removed: true, original_sha256: sha256(original) });
    expect(line.sha256).toBe(sha256(bytes));
    expect(bytes.length).toBe(original.length);
    const before = await exifr.parse(Buffer.from(original), { gps: true });
    const after = await exifr.parse(bytes, { gps: true });
    expect(before.latitude).toBeCloseTo(48.8584, 3);
    expect(after.latitude).toBeUndefined();
    expect(after.GPSLatitude).toBeUndefined();
    expect(after.Model).toBe('Test Phone 1');
  });

  it.each(['iphone.mp4', 'android.mov'])(
    'should remove the location boxes of %s, which still plays as it did',
    async (name) => {
      const { line, bytes, original } = delivered(name);
      expect(line).toMatchObject({ location_removed: true, original_sha256: sha256(original) });
      expect(Buffer.from(original).toString('latin1')).toMatch(POSITION);
      expect(bytes.toString('latin1')).not.toMatch(POSITION);
      const [general, video] = await mediaInfoTracks(inMemory(bytes));
      expect(general?.Recorded_Location).toBeUndefined();
      expect(video).toMatchObject({ '@type': 'Video', Width: 1280, Height: 720 });
    },
  );

  it('should copy a file without a position as it is, with its provenance in the manifest', async () => {
    const { line, bytes, original } = delivered('credentials.jpg');
    expect(Buffer.compare(bytes, Buffer.from(original))).toBe(0);
    expect(line).toMatchObject({
      location_removed: false,
      original_sha256: null,
      ai_generated: false,
      content_credentials: { present: true, valid: true },
      captured_at: '2026-11-20T09:30:00',
      device: 'Groundtruth Test Phone 1',
      edited: false,
    });
  });

  it('should leave out what cannot be cleaned, and say so on the card and in croissant.json', async () => {
    expect(lines).toHaveLength(4);
    expect((await exportDoc(exportId)).left_out).toEqual({
      'its position cannot be removed safely from a video/webm file': 1,
    });
    const card = objects.get('dataset-card.md')!.toString('utf8');
    expect(card).toContain('- Position removed before delivery: 3 files');
    expect(card).toContain(
      '- Left out: 1 approved file whose position could not be removed safely (1: its position cannot be removed safely from a video/webm file).',
    );
    expect(card).toContain('- Content Credentials (C2PA): 1 file carry them, 1 of which verified');
    const croissant = JSON.parse(objects.get('croissant.json')!.toString('utf8'));
    expect(croissant['rai:dataCollectionMissingData']).toContain('video/webm');
    for (const [name, bytes] of objects) {
      if (name.endsWith('.jsonl') || name.endsWith('.md') || name.endsWith('.json')) {
        expect(bytes.toString('utf8'), name).not.toMatch(/latitude|GPSLatitude/i);
      }
    }
  });

  it('should verify with verify-dataset, which checks the delivered bytes', async () => {
    const folder = await downloadExport(exportId);
    const ok = spawnSync(process.execPath, [verifier, folder], { encoding: 'utf8' });
    expect(ok.status, `${ok.stdout}${ok.stderr}`).toBe(0);
  });
});

describe('a dataset export holding the location remover to the upload detector', () => {
  let located: Awaited<ReturnType<typeof locatedSamples>>;
  let objects: Map<string, Buffer>;
  let lines: Record<string, unknown>[];
  let exportId: string;

  beforeAll(async () => {
    located = await locatedSamples();
    const taskId = await newTask(support, { title: 'Every way of recording where' });
    let n = 0;
    for (const { name, type, bytes } of located) {
      const submission = await approvedFile(taskId, `every-way-${n++}`, name, type, bytes);
      // The detector's verdict at upload, what the creator was told the export removes.
      expect(submission.files[0].provenance?.capture.has_location, name).toBe(true);
    }
    exportId = await exportTask(adminUser, taskId);
    expect((await exportDoc(exportId)).status).toBe('complete');
    objects = await exportObjects(exportId);
    lines = await manifestLines(exportId);
  }, 240_000);

  it('should deliver every file the detector found a position in, none left out', async () => {
    expect((await exportDoc(exportId)).left_out ?? {}).toEqual({});
    expect(lines).toHaveLength(located.length);
  });

  it('should deliver each without a position the detector can find', async () => {
    for (const { name, type, way, bytes } of located) {
      const line = lines.find((l) => l.original_sha256 === sha256(bytes));
      expect(line, `${name} (${way}) delivered`).toBeDefined();
      expect(line).toMatchObject({ location_removed: true });
      const delivered = objects.get(line!.file_path as string)!;
      expect(delivered.length, name).toBe(bytes.length);
      const again = await inspect(name, name, type, inMemory(delivered));
      expect(again.problem, name).toBeNull();
      expect(again.provenance?.capture.has_location, `${name} (${way})`).toBe(false);
      expect(delivered.toString('latin1'), name).not.toMatch(/GPSLatitude="|GPSLongitude="/);
    }
  });

  it('should leave out, not fail the export for, a file whose metadata points past its end', async () => {
    // A PNG whose eXIf chunk says its first directory lies far beyond the chunk.
    const tiff = Buffer.from([0x49, 0x49, 0x2a, 0x00, 0xff, 0xff, 0x00, 0x00]);
    const chunk = Buffer.alloc(12 + tiff.length);
    chunk.writeUInt32BE(tiff.length, 0);
    chunk.write('eXIf', 4, 'latin1');
    tiff.copy(chunk, 8);
    chunk.writeUInt32BE(zlib.crc32(chunk.subarray(4, 8 + tiff.length)), 8 + tiff.length);
    const png = fs.readFileSync(samples.png);
    const broken = Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
    expect(await locationRemovalPlan(inMemory(broken), 'image/png')).toEqual({
      reason: 'the position could not be found to remove it',
    });
  });

  it('should deliver each still whole: its checksums hold and it decodes without an error', () => {
    const folder = tempDir('gt-every-way-');
    // The HEIC sample is a container without a picture: nothing to decode.
    for (const { name, bytes } of located.filter((s) => s.type !== 'image/heic')) {
      const line = lines.find((l) => l.original_sha256 === sha256(bytes))!;
      const file = path.join(folder, name);
      fs.writeFileSync(file, objects.get(line.file_path as string)!);
      const decoded = spawnSync(
        'ffmpeg',
        ['-v', 'error', '-err_detect', 'crccheck', '-i', file, '-f', 'null', '-'],
        { encoding: 'utf8' },
      );
      expect(decoded.status, name).toBe(0);
      expect(decoded.stderr, name).toBe('');
    }
  });
});
