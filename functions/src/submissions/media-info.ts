/**
 * A file's media tracks as mediainfo.js (MediaInfoLib in WebAssembly, the library the creator's
 * browser check uses too) reads them, from any `ByteSource`: the library asks for a chunk at an
 * offset, seeking where the container says (to the index at the end of an MP4 without faststart,
 * to the first frames of each stream), so only the bytes it asks for are read, never the object.
 * One instance per function instance, one analysis at a time (MediaInfoLib keeps its state).
 */
import { mediaInfoFactory, type MediaInfo } from 'mediainfo.js';
import type { MediaInfoTrack } from '@groundtruth/domain/media-requirements';

/** Bytes at some offset of a file of known size: a Storage object by ranged reads, a local file. */
export interface ByteSource {
  readonly size: number;
  /** Up to `length` bytes from `offset` (fewer at the end of the file). */
  read(offset: number, length: number): Promise<Uint8Array>;
}

/**
 * Bytes mediainfo asks for at a time: one ranged read each. A ranged GET costs about as much for
 * 1 MiB as for 256 KiB (mediainfo.js's default), and the read budget bounds the bytes either way.
 */
export const MEDIA_CHUNK_BYTES = 1024 * 1024;

/**
 * At most this many bytes of one file reach mediainfo; then it reports what it found. The facts
 * stored come from the container's headers and index (an MP4's moov: a few hundred KiB for a
 * 10-minute phone clip, about 7 MiB for five hours at 30 fps, the longest a 2 GB upload holds at
 * a low bit rate). Past them MediaInfoLib goes on parsing the first frames, ~21 MiB of a 1 GB
 * 1080p clip, which adds nothing we store (npm run bench -- media: same facts either way).
 * A crafted file that keeps sending it elsewhere is bounded by the same budget.
 */
export const MEDIA_READ_BUDGET_BYTES = 8 * 1024 * 1024;

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
