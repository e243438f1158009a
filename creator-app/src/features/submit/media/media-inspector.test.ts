// The device check's inspection on real sample files of each kind (dev-stack/src/samples/sample-media.mjs,
// made with ffmpeg), through the same MediaInfoLib the browser loads; the browser itself runs it
// in the journeys and in `npm run bench -- media`.
import fs from 'node:fs';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paddedMp4,
  provenanceSample,
  sampleMedia,
} from '@groundtruth/platform/testing/sample-media';
import { MEDIA_CHUNK_BYTES, MEDIA_READ_BUDGET_BYTES } from '@groundtruth/domain/media-facts';
import c2paWasmBytes from '../../../testing/c2pa-wasm-bytes';
import {
  createMediaInspector,
  SNIFF_BYTES,
  type InspectableFile,
  type MediaInspector,
} from './media-inspector';

let files: Awaited<ReturnType<typeof sampleMedia>>;
let inspector: MediaInspector;

beforeAll(async () => {
  [files, inspector] = await Promise.all([
    sampleMedia(),
    createMediaInspector({ credentialsWasm: c2paWasmBytes }),
  ]);
}, 180_000);
afterAll(() => inspector?.close());

/** A sample as the browser hands it over: a File with the type the picker declares. */
function chosen(path: string, type: string): InspectableFile {
  const file = new NodeFile([fs.readFileSync(path)], path.split('/').pop()!, { type });
  return file as unknown as InspectableFile;
}

/** A File that records every range read from it. */
function recording(file: InspectableFile) {
  const reads: number[] = [];
  return {
    reads,
    file: {
      size: file.size,
      type: file.type,
      slice(start?: number, end?: number) {
        reads.push((end ?? file.size) - (start ?? 0));
        return file.slice(start, end);
      },
    } as InspectableFile,
  };
}

/**
 * The padded MP4 as a file whose bytes are made per read: its head, zeros, then its tail (the
 * moov box) at the end; nothing of the gigabyte is held in memory.
 */
function virtualFile(big: ReturnType<typeof paddedMp4>): InspectableFile {
  const pieces = [...big.chunks()];
  const head = pieces[0]!;
  const tail = pieces[pieces.length - 1]!;
  return {
    size: big.size,
    type: 'video/mp4',
    slice(start = 0, end = big.size) {
      const bytes = new Uint8Array(Math.max(0, Math.min(end, big.size) - start));
      const copy = (piece: Uint8Array, at: number) => {
        const from = Math.max(start, at);
        const to = Math.min(start + bytes.length, at + piece.length);
        if (from < to) bytes.set(piece.subarray(from - at, to - at), from - start);
      };
      copy(head, 0);
      copy(tail, big.tailOffset);
      return new NodeBlob([bytes]) as unknown as Blob;
    },
  };
}

describe('the device check’s inspection', () => {
  it.each([
    ['mp4Faststart', 'video/mp4', { width: 1280, height: 720, duration_s: 5, fps: 25 }],
    ['mp4MoovAtEnd', 'video/mp4', { width: 1280, height: 720, duration_s: 5, audio: true }],
    ['mp4Silent', 'video/mp4', { width: 1280, height: 720, audio: false }],
    ['mp4Portrait', 'video/mp4', { width: 1080, height: 1920, duration_s: 3, fps: 30 }],
    ['webm', 'video/webm', { format: 'WebM', width: 640, height: 360, audio: true }],
    ['mov', 'video/quicktime', { width: 1280, height: 720, codec: 'AVC' }],
  ] as const)('should read %s as video with its facts', async (name, type, expected) => {
    const { facts } = await inspector.inspect(chosen(files[name], type));
    expect(facts).toMatchObject({ type: 'video', ...expected });
  });

  it.each([
    ['mp3', 'audio/mpeg', 44_100],
    ['wav', 'audio/wav', 16_000],
  ] as const)('should read %s as audio with its sample rate', async (name, type, rate) => {
    const { facts } = await inspector.inspect(chosen(files[name], type));
    expect(facts).toMatchObject({ type: 'audio', sample_rate_hz: rate, width: null });
    expect(facts?.duration_s).toBeGreaterThan(1.5);
  });

  it.each([
    ['jpeg', 'image/jpeg', 1920, 1080],
    ['png', 'image/png', 800, 600],
  ] as const)('should read %s as an image with its size', async (name, type, width, height) => {
    const { facts } = await inspector.inspect(chosen(files[name], type));
    expect(facts).toMatchObject({ type: 'image', width, height, duration_s: null });
  });

  it('should find a PDF renamed .mp4 by its bytes, not its name or declared type', async () => {
    const { facts } = await inspector.inspect(chosen(files.pdfAsMp4, 'video/mp4'));
    expect(facts).toMatchObject({ type: 'document', width: null, duration_s: null });
  });

  it('should take a text file without a magic number as a document, and random bytes as nothing', async () => {
    const text = new NodeFile(['Notes on the shoot\n'], 'notes.txt', { type: 'text/plain' });
    expect((await inspector.inspect(text as unknown as File)).facts).toMatchObject({
      type: 'document',
    });
    const noise = new NodeFile([new Uint8Array(5000).fill(7)], 'clip.mp4', { type: 'video/mp4' });
    expect((await inspector.inspect(noise as unknown as File)).facts).toBeNull();
  });

  it('should inspect a 1 GB MP4 without faststart by ranged reads: its head, then its index at the end', async () => {
    const { file, reads } = recording(virtualFile(paddedMp4(files.mp4MoovAtEnd, 1024 ** 3)));
    const result = await inspector.inspect(file);
    expect(result.facts).toMatchObject({ type: 'video', width: 1280, height: 720, duration_s: 5 });
    expect(reads[0]).toBe(SNIFF_BYTES);
    expect(Math.max(...reads)).toBeLessThanOrEqual(MEDIA_CHUNK_BYTES);
    expect(result.bytesRead).toBe(reads.reduce((a, b) => a + b, 0));
    // Facts and provenance together within the read budget.
    expect(result.bytesRead).toBeLessThanOrEqual(MEDIA_READ_BUDGET_BYTES);
    expect(result.provenance?.c2pa.present).toBe(false);
  }, 60_000);

  it('should read the same provenance as submitWork: credentials, AI label, capture, location', async () => {
    const photo = (key: Parameters<typeof provenanceSample>[0]) =>
      new NodeFile([provenanceSample(key)], `${key}.jpg`, {
        type: 'image/jpeg',
      }) as unknown as File;
    const camera = await inspector.inspect(photo('credentials'));
    expect(camera.provenance).toMatchObject({
      c2pa: {
        present: true,
        valid: true,
        signer: 'Groundtruth Test Camera',
        content_checked: true,
      },
      capture: {
        created_at: '2026-11-20T09:30:00',
        device_make: 'Groundtruth',
        has_location: false,
      },
      edited: false,
    });
    expect((await inspector.inspect(photo('aiGenerated'))).provenance?.c2pa.ai_generated).toBe(
      true,
    );
    expect((await inspector.inspect(photo('edited'))).provenance?.edited).toBe(true);
    const located = await inspector.inspect(photo('located'));
    expect(located.provenance?.capture.has_location).toBe(true);
    expect(JSON.stringify(located.provenance)).not.toMatch(/48\.85|2\.29/);
  });
});
