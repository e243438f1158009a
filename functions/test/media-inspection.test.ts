/**
 * submitWork's one inspection step on real files of each kind (scripts/sample-media.mjs,
 * made with ffmpeg): the real type from the first bytes, then the media facts mediainfo.js reads
 * from the Storage object by ranged reads — the index at the end of an MP4 without faststart
 * too — never the whole object, so a file larger than the function's memory is inspected.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaFacts } from '@groundtruth/domain/media-facts';
import { noCaptureFacts, noContentCredentials } from '@groundtruth/domain/provenance';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { paddedMp4, sampleMedia } from '@groundtruth/dev-stack/sample-media';
import { admin } from '../testing/clients';
import { BUCKET } from '../testing/stack';
import { inspect, inspectUpload, storageObject } from '../src/submissions/inspect-file';
import { MEDIA_CHUNK_BYTES, MEDIA_READ_BUDGET_BYTES } from '../src/submissions/media-info';

// The functions' own Storage client (storageObject), run in this process against the test stack.
process.env.GROUNDTRUTH_STORAGE_BUCKET = BUCKET;

type Samples = Awaited<ReturnType<typeof sampleMedia>>;
let samples: Samples;
const folder = `inspection/${Date.now()}`;

/** Puts a sample file in Storage as `contentType`; returns its path and size. */
async function stored(file: string, contentType: string) {
  const target = `${folder}/${path.basename(file)}`;
  await admin.bucket().upload(file, { destination: target, contentType, resumable: false });
  return { path: target, size: fs.statSync(file).size };
}

/** The inspection of a sample as submitWork runs it: from Storage, by ranged reads. */
async function inspected(name: keyof Samples, contentType: string) {
  const file = samples[name];
  const object = await stored(file, contentType);
  return inspectUpload(path.basename(file), object.path, contentType, object.size);
}

beforeAll(async () => {
  samples = await sampleMedia();
}, 120_000);

const video = (facts: Partial<MediaFacts>): MediaFacts => ({
  type: 'video',
  format: 'MPEG-4',
  width: 1280,
  height: 720,
  duration_s: 5,
  fps: 25,
  codec: 'AVC',
  audio: true,
  sample_rate_hz: 48000,
  ...facts,
});

describe('inspection of real sample files', () => {
  it.each([
    ['mp4Faststart', 'video/mp4', video({})],
    ['mp4MoovAtEnd', 'video/mp4', video({})],
    ['mp4Silent', 'video/mp4', video({ audio: false, sample_rate_hz: null })],
    ['mp4Small', 'video/mp4', video({ width: 640, height: 360 })],
    ['mp4Portrait', 'video/mp4', video({ width: 1080, height: 1920, duration_s: 3, fps: 30 })],
    ['mov', 'video/quicktime', video({ duration_s: 4 })],
    [
      'webm',
      'video/webm',
      video({ format: 'WebM', width: 640, height: 360, duration_s: 4.003, codec: 'VP8' }),
    ],
    [
      'mp3',
      'audio/mpeg',
      {
        type: 'audio',
        format: 'MPEG Audio',
        width: null,
        height: null,
        duration_s: 3.03,
        fps: null,
        codec: 'MPEG Audio',
        audio: true,
        sample_rate_hz: 44100,
      },
    ],
    [
      'wav',
      'audio/wav',
      {
        type: 'audio',
        format: 'Wave',
        width: null,
        height: null,
        duration_s: 2,
        fps: null,
        codec: 'PCM',
        audio: true,
        sample_rate_hz: 16000,
      },
    ],
    [
      'jpeg',
      'image/jpeg',
      {
        type: 'image',
        format: 'JPEG',
        width: 1920,
        height: 1080,
        duration_s: null,
        fps: null,
        codec: null,
        audio: null,
        sample_rate_hz: null,
      },
    ],
    [
      'png',
      'image/png',
      {
        type: 'image',
        format: 'PNG',
        width: 800,
        height: 600,
        duration_s: null,
        fps: null,
        codec: null,
        audio: null,
        sample_rate_hz: null,
      },
    ],
  ] as const)('should read the facts of %s (%s)', async (name, contentType, facts) => {
    // Made by ffmpeg with no metadata: no credentials, nothing said of the capture (a WebM
    // names the library that wrote it, whatever is asked).
    const software = name === 'webm' ? 'Lavf' : null;
    expect(await inspected(name, contentType)).toEqual({
      problem: null,
      media: facts,
      provenance: {
        c2pa: noContentCredentials,
        capture: { ...noCaptureFacts, software },
        edited: false,
      },
    });
  });

  it('should refuse a PDF renamed .mp4 by its bytes, before reading any media facts', async () => {
    expect(await inspected('pdfAsMp4', 'video/mp4')).toEqual({
      problem: serverMessages.fileContentMismatch(
        'report-renamed.mp4',
        'video/mp4',
        'application/pdf',
      ),
    });
  });

  it('should record a document as a document, without mediainfo', async () => {
    const file = path.join(path.dirname(samples.png), 'notes.txt');
    fs.writeFileSync(file, 'Notes from the shoot.\n');
    expect(await inspected('png', 'image/png')).toMatchObject({ media: { type: 'image' } });
    const object = await stored(file, 'text/plain');
    expect(await inspectUpload('notes.txt', object.path, 'text/plain', object.size)).toEqual({
      problem: null,
      provenance: null,
      media: {
        type: 'document',
        format: null,
        width: null,
        height: null,
        duration_s: null,
        fps: null,
        codec: null,
        audio: null,
        sample_rate_hz: null,
      },
    });
  });
});

describe('ranged reads', () => {
  it.each([
    ['faststart', 'mp4Faststart'],
    ['moov at end', 'mp4MoovAtEnd'],
  ] as const)(
    'should inspect a 2 GB MP4 (%s) by a few MiB of ranged reads',
    async (_label, name) => {
      const large = paddedMp4(samples[name], 2_000_000_000);
      let bytesRead = 0;
      const source = {
        size: large.size,
        read: async (offset: number, length: number) => {
          const bytes = large.read(offset, length);
          bytesRead += bytes.length;
          return bytes;
        },
      };
      expect(await inspect('big.mp4', 'big.mp4', 'video/mp4', source)).toMatchObject({
        problem: null,
        media: video({}),
        provenance: { c2pa: { present: false } },
      });
      // About 2 MiB: the headers, the index wherever it is, the first frames.
      expect(bytesRead).toBeLessThan(4 * 1024 * 1024);
    },
  );

  it('should stop at the read budget and report what the headers said', async () => {
    const file = fs.readFileSync(samples.mp4Faststart);
    let bytesRead = 0;
    const source = {
      size: file.length,
      read: async (offset: number, length: number) => {
        const bytes = file.subarray(offset, offset + length);
        bytesRead += bytes.length;
        return bytes;
      },
    };
    const budget = 64 * 1024;
    expect(await inspect('take.mp4', 'take.mp4', 'video/mp4', source, budget)).toMatchObject({
      problem: null,
      media: video({}),
    });
    // Sniffing, mediainfo and provenance together: the whole budget and no more.
    expect(bytesRead).toBeGreaterThan(budget / 2);
    expect(bytesRead).toBeLessThanOrEqual(budget);
    expect(MEDIA_READ_BUDGET_BYTES).toBe(8 * 1024 * 1024);
  });

  /** 300 MB: larger than a function's default 256 MiB of memory. */
  const LARGE_BYTES = 300_000_000;

  it('should inspect a 300 MB MP4 whose index is at its end by a few ranged reads', async () => {
    const large = paddedMp4(samples.mp4MoovAtEnd, LARGE_BYTES);
    const target = `${folder}/large-moov-at-end.mp4`;
    await pipeline(
      Readable.from(large.chunks()),
      admin.bucket().file(target).createWriteStream({ resumable: false, contentType: 'video/mp4' }),
    );
    const [metadata] = await admin.bucket().file(target).getMetadata();
    expect(Number(metadata.size)).toBe(LARGE_BYTES);

    const source = storageObject(target, LARGE_BYTES);
    const offsets: number[] = [];
    const recorded = {
      size: source.size,
      read: (offset: number, length: number) => {
        offsets.push(offset);
        return source.read(offset, length);
      },
    };
    const heapBefore = process.memoryUsage().arrayBuffers;
    const inspection = await inspect('large.mp4', 'large.mp4', 'video/mp4', recorded);
    expect(inspection).toMatchObject({ problem: null, media: video({}) });
    // The index was read where it is, after 300 MB of media data, and little else was.
    expect(offsets.some((offset) => offset >= large.tailOffset - MEDIA_CHUNK_BYTES)).toBe(true);
    expect(source.bytesRead).toBeLessThan(4 * 1024 * 1024);
    expect(source.reads).toBeLessThan(20);
    expect(process.memoryUsage().arrayBuffers - heapBefore).toBeLessThan(64 * 1024 * 1024);
  }, 120_000);
});
