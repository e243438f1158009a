/**
 * A file's media tracks as mediainfo.js (MediaInfoLib in WebAssembly, the library the creator's
 * browser check uses too) reads them, from any `ByteSource`: the library asks for a chunk at an
 * offset, seeking where the container says (to the index at the end of an MP4 without faststart,
 * to the first frames of each stream), so only the bytes it asks for are read, never the object.
 * One instance per function instance, one analysis at a time (MediaInfoLib keeps its state).
 */
import { mediaInfoFactory, type MediaInfo } from 'mediainfo.js';
import type { MediaInfoTrack } from '@groundtruth/domain/media-facts';
import { MEDIA_CHUNK_BYTES, MEDIA_READ_BUDGET_BYTES } from '@groundtruth/domain/media-facts';

/** Bytes at some offset of a file of known size: a Storage object by ranged reads, a local file. */
export interface ByteSource {
  readonly size: number;
  /** Up to `length` bytes from `offset` (fewer at the end of the file). */
  read(offset: number, length: number): Promise<Uint8Array>;
}

// The read chunk and budget are the device's too (domain/src/media-facts.ts).
export { MEDIA_CHUNK_BYTES, MEDIA_READ_BUDGET_BYTES };

let instance: Promise<MediaInfo<'object'>> | undefined;
let queue: Promise<unknown> = Promise.resolve();

function mediaInfo(): Promise<MediaInfo<'object'>> {
  instance ??= mediaInfoFactory({ format: 'object', chunkSize: MEDIA_CHUNK_BYTES });
  instance.catch(() => {
    instance = undefined;
  });
  return instance;
}

async function analyze(source: ByteSource, readBudget: number): Promise<MediaInfoTrack[]> {
  const info = await mediaInfo();
  let budget = readBudget;
  try {
    const result = await info.analyzeData(source.size, async (length, offset) => {
      // An empty chunk tells MediaInfoLib the data ended: it reports what it has.
      if (budget <= 0 || length <= 0) return new Uint8Array();
      const bytes = await source.read(offset, Math.min(length, budget));
      budget -= bytes.length;
      return bytes;
    });
    return (result.media?.track ?? []) as unknown as MediaInfoTrack[];
  } catch (err) {
    // A failed analysis may leave the instance mid-parse: the next file gets a fresh one.
    instance = undefined;
    info.close();
    throw err;
  }
}

/** The tracks (General, Video, Audio, Image, …) mediainfo finds in `source`. */
export function mediaInfoTracks(
  source: ByteSource,
  readBudget = MEDIA_READ_BUDGET_BYTES,
): Promise<MediaInfoTrack[]> {
  const next = queue.then(() => analyze(source, readBudget));
  queue = next.catch(() => undefined);
  return next;
}
