/**
 * Provenance in submitWork's inspection of real files in Storage: Content Credentials read and
 * verified with the CAI's library (committed samples signed by the test signer, a video signed
 * here), capture facts from EXIF and the container, a position noticed but never stored, and the
 * task's authenticity requirements refusing a file with `invalid-argument` naming it and the fact.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { MEDIA_READ_BUDGET_BYTES } from '@groundtruth/domain/media-facts';
import type { MediaRequirements } from '@groundtruth/domain/media-requirements';
import {
  digitalSourceTypes,
  signWithTestCredentials,
} from '@groundtruth/dev-stack/content-credentials-signer';
import { provenanceSample } from '@groundtruth/dev-stack/provenance-samples';
import { paddedMp4, sampleMedia } from '@groundtruth/dev-stack/sample-media';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { attestation, newTask, upload } from '../testing/flows';
import { BUCKET } from '../testing/stack';
import { inspect, inspectUpload } from '../src/submissions/inspect-file';

process.env.GROUNDTRUTH_STORAGE_BUCKET = BUCKET;

type Samples = Awaited<ReturnType<typeof sampleMedia>>;
let samples: Samples;
let support: Member;
let creator: Member;
const folder = `provenance/${Date.now()}`;

beforeAll(async () => {
  [samples, support, creator] = await Promise.all([
    sampleMedia(),
    newStaff('support'),
    newCreator('provenance'),
  ]);
}, 120_000);

/** Inspects `bytes` as submitWork does: uploaded to Storage, read by ranged reads. */
async function inspected(name: string, bytes: Uint8Array, contentType: string) {
  const target = `${folder}/${name}`;
  await admin.bucket().file(target).save(Buffer.from(bytes), { contentType, resumable: false });
  return inspectUpload(name, target, contentType, bytes.length);
}

const signedClip = async () =>
  new Uint8Array(
    await signWithTestCredentials(fs.readFileSync(samples.mp4Faststart), {
      format: 'video/mp4',
      title: 'street.mp4',
      generator: 'Test Camera',
      actions: [{ action: 'c2pa.created', digitalSourceType: digitalSourceTypes.capture }],
    }),
  );

describe('provenance read in the inspection step', () => {
  it('should verify a photo’s Content Credentials and read its camera from Storage', async () => {
    const inspection = await inspected('camera.jpg', provenanceSample('credentials'), 'image/jpeg');
    expect(inspection.provenance).toMatchObject({
      c2pa: { present: true, valid: true, signer: 'Groundtruth Test Camera', ai_generated: false },
      capture: { created_at: '2026-11-20T09:30:00', device_model: 'Test Phone 1' },
      edited: false,
    });
  });

  it('should find a signed video valid, and invalid once a byte of its picture changes', async () => {
    const clip = await signedClip();
    expect((await inspected('signed.mp4', clip, 'video/mp4')).provenance?.c2pa).toMatchObject({
      present: true,
      valid: true,
      content_checked: true,
    });
    const flipped = clip.slice();
    flipped[flipped.length - 5000]! ^= 0xff;
    const broken = (await inspected('flipped.mp4', flipped, 'video/mp4')).provenance?.c2pa;
    expect(broken?.valid).toBe(false);
    expect(broken?.validation_errors.join()).toMatch(/mismatch/);
  });

  it('should read a 1 GB signed video’s manifest and facts within the read budget', async () => {
    const file = path.join(fs.mkdtempSync(path.join(samples.png, '..', 'signed-')), 'clip.mp4');
    fs.writeFileSync(file, await signedClip());
    const large = paddedMp4(file, 1024 ** 3);
    let bytesRead = 0;
    const source = {
      size: large.size,
      read: async (offset: number, length: number) => {
        const bytes = large.read(offset, length);
        bytesRead += bytes.length;
        return bytes;
      },
    };
    const inspection = await inspect('clip.mp4', 'clip.mp4', 'video/mp4', source);
    expect(inspection.media).toMatchObject({ width: 1280, height: 720 });
    // The manifest alone: signature and claim checked, the content not (it was not read).
    expect(inspection.provenance?.c2pa).toMatchObject({
      present: true,
      valid: true,
      signer: 'Groundtruth Test Camera',
      content_checked: false,
    });
    expect(bytesRead).toBeLessThanOrEqual(MEDIA_READ_BUDGET_BYTES);
  });

  it.each([
    ['mp4Located', 'video/mp4', 'Apple', 'iPhone 15', '2026-11-20T09:30:00+01:00'],
    ['movLocated', 'video/quicktime', 'Samsung', 'SM-S918B', null],
  ] as const)(
    'should notice where %s was recorded without storing the position',
    async (name, type, make, model, createdAt) => {
      const bytes = fs.readFileSync(samples[name]);
      const inspection = await inspected(path.basename(samples[name]), bytes, type);
      expect(inspection.provenance?.capture).toEqual({
        created_at: createdAt,
        device_make: make,
        device_model: model,
        software: null,
        has_location: true,
      });
      expect(JSON.stringify(inspection)).not.toMatch(/48\.85|2\.29|ISO6709/);
    },
  );

  it('should notice a photo’s GPS position without storing it', async () => {
    const inspection = await inspected('where.jpg', provenanceSample('located'), 'image/jpeg');
    expect(inspection.provenance?.capture.has_location).toBe(true);
    expect(JSON.stringify(inspection)).not.toMatch(/48\.85|2\.29|GPS/);
  });
});

describe(`${callables.submitWork.name}: authenticity requirements`, () => {
  async function submitted(
    requirements: MediaRequirements | null,
    name: string,
    bytes: Uint8Array,
    type = 'image/jpeg',
  ) {
    const taskId = await newTask(support, { requirements });
    await creator.call(callables.acceptTask, { taskId });
    const filePath = await upload(creator, taskId, bytes, type);
    return {
      taskId,
      filePath,
      call: { taskId, filePaths: [filePath], fileNames: [name], attestation },
    };
  }

  it('should refuse a file labelled AI-generated on a task that says nothing, naming it', async () => {
    const { call } = await submitted(null, 'generated.jpg', provenanceSample('aiGenerated'));
    expect(await creator.callError(callables.submitWork, call)).toMatchObject({
      code: 'invalid-argument',
      message: 'generated.jpg: Content Credentials say this was generated by an AI model',
    });
  });

  it('should take it when the task accepts AI-generated files', async () => {
    const { call } = await submitted(
      { authenticity: { refuse_ai_generated: false } },
      'generated.jpg',
      provenanceSample('aiGenerated'),
    );
    const { submissionId } = await creator.call(callables.submitWork, call);
    const stored = (await admin.db().doc(`submissions/${submissionId}`).get()).data()!;
    expect(stored.files[0].provenance.c2pa).toMatchObject({ present: true, ai_generated: true });
  });

  it('should refuse a photo with no capture date on a capture-window task, in its own words', async () => {
    const { call } = await submitted(
      { authenticity: { capture_within_task_window: true } },
      'frame.jpg',
      new Uint8Array(fs.readFileSync(samples.jpeg)),
    );
    const error = await creator.callError(callables.submitWork, call);
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toMatch(
      /^frame\.jpg: This file does not say when it was recorded — this task needs files recorded between \w{3} \d+, \d{4} and \w{3} \d+, \d{4}$/,
    );
  });

  it('should refuse a photo taken before the task opened, and store one taken in its days', async () => {
    const before = await submitted(
      { authenticity: { captured_after: '2026-11-21' } },
      'camera.jpg',
      provenanceSample('credentials'),
    );
    expect(await creator.callError(callables.submitWork, before.call)).toMatchObject({
      code: 'invalid-argument',
      message:
        'camera.jpg: This photo was recorded on Nov 20, 2026 — this task needs files recorded on or after Nov 21, 2026',
    });
    const within = await submitted(
      { authenticity: { captured_after: '2026-11-20', require_content_credentials: true } },
      'camera.jpg',
      provenanceSample('located'),
    );
    // Asked for Content Credentials: the located photo has none.
    expect((await creator.callError(callables.submitWork, within.call)).message).toBe(
      'camera.jpg: This file has no Content Credentials — this task needs them',
    );
    const ok = await submitted(
      { authenticity: { captured_after: '2026-11-20', require_content_credentials: true } },
      'camera.jpg',
      provenanceSample('credentials'),
    );
    const { submissionId } = await creator.call(callables.submitWork, ok.call);
    const file = (await admin.db().doc(`submissions/${submissionId}`).get()).get('files')[0];
    expect(file.provenance).toMatchObject({
      c2pa: { present: true, valid: true },
      capture: { device_make: 'Groundtruth', has_location: false },
    });
  });

  it('should store that a file carries a position, never the position', async () => {
    const { call } = await submitted(null, 'where.jpg', provenanceSample('located'));
    const { submissionId } = await creator.call(callables.submitWork, call);
    const doc = (await admin.db().doc(`submissions/${submissionId}`).get()).data()!;
    expect(doc.files[0].provenance.capture.has_location).toBe(true);
    expect(JSON.stringify(doc)).not.toMatch(/48\.85|2\.29|latitude|GPS/i);
  });
});
