/**
 * What inspection found in a file and how it is read: the stored facts, read from mediainfo.js's
 * report within the same byte budget on the device and in submitWork.
 */
import type { MediaKind } from './media-requirements';
import { mediaKinds } from './media-requirements';
import { z } from './zod';

/**
 * What inspection found in a file, stored on the submission's file entry as `media`.
 * `type` is the kind its bytes are (not its name or declared type); the rest is null when the
 * kind has no such fact or the container does not say.
 */
export const mediaFactsSchema = z.object({
  type: z.enum(mediaKinds),
  /** The container or file format as the inspection names it, e.g. "MPEG-4", "WebM", "PNG". */
  format: z.string().nullable().optional(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  duration_s: z.number().nullable(),
  fps: z.number().nullable(),
  codec: z.string().nullable(),
  /** Whether a video or audio file carries a sound track; null for images and documents. */
  audio: z.boolean().nullable(),
  sample_rate_hz: z.number().nullable(),
});
export type MediaFacts = z.infer<typeof mediaFactsSchema>;

/**
 * The facts mediainfo.js reports (its `format: 'object'` result: `media.track[]`, each with
 * `@type` General/Video/Audio/Image/Text and MediaInfo's field names) as MediaFacts. `kind` is
 * the kind the file's bytes were identified as (file-type's sniff), which decides for files
 * mediainfo does not describe (PDF, text). Shared by the browser's check and submitWork's so the
 * two read the same facts from the same library.
 */
export interface MediaInfoTrack {
  '@type': string;
  Format?: string;
  Width?: number | string;
  Height?: number | string;
  Duration?: number | string;
  FrameRate?: number | string;
  SamplingRate?: number | string;
  CodecID?: string;
  [key: string]: unknown;
}

function num(value: unknown): number | null {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

export function mediaFactsFromMediaInfo(
  kind: MediaKind,
  tracks: readonly MediaInfoTrack[],
): MediaFacts {
  const general = tracks.find((t) => t['@type'] === 'General');
  const video = tracks.find((t) => t['@type'] === 'Video');
  const audio = tracks.find((t) => t['@type'] === 'Audio');
  const image = tracks.find((t) => t['@type'] === 'Image');
  const format = typeof general?.Format === 'string' ? general.Format : null;
  // A video container (MP4, WebM) holding only sound is a sound recording: an .m4a sniffs as
  // video/mp4. One with neither track keeps the kind its bytes were sniffed as.
  if (kind === 'video' && !video && audio) kind = 'audio';
  if (kind === 'video') {
    return {
      type: kind,
      format,
      width: num(video?.Width),
      height: num(video?.Height),
      duration_s: num(general?.Duration) ?? num(video?.Duration),
      fps: num(video?.FrameRate) ?? num(general?.FrameRate),
      codec: typeof video?.Format === 'string' ? video.Format : null,
      audio: audio !== undefined,
      sample_rate_hz: num(audio?.SamplingRate),
    };
  }
  if (kind === 'audio') {
    return {
      type: kind,
      format,
      width: null,
      height: null,
      duration_s: num(general?.Duration) ?? num(audio?.Duration),
      fps: null,
      codec: typeof audio?.Format === 'string' ? audio.Format : null,
      audio: audio !== undefined,
      sample_rate_hz: num(audio?.SamplingRate),
    };
  }
  if (kind === 'image') {
    const pictured = image ?? video;
    return {
      type: kind,
      format: format ?? (typeof pictured?.Format === 'string' ? pictured.Format : null),
      width: num(pictured?.Width),
      height: num(pictured?.Height),
      duration_s: null,
      fps: null,
      codec: null,
      audio: null,
      sample_rate_hz: null,
    };
  }
  return {
    type: kind,
    format,
    width: null,
    height: null,
    duration_s: null,
    fps: null,
    codec: null,
    audio: null,
    sample_rate_hz: null,
  };
}

/**
 * Bytes mediainfo asks for at a time when it reads a file's facts, on the device and in
 * submitWork alike: one ranged read each. A ranged GET costs about as much for 1 MiB as for
 * 256 KiB (mediainfo.js's default), and the read budget bounds the bytes either way.
 */
export const MEDIA_CHUNK_BYTES = 1024 * 1024;

/**
 * At most this many bytes of one file reach mediainfo; then it reports what it found. Shared, so
 * the device and the server stop the parser at the same place and find the same facts. The facts
 * stored come from the container's headers and index (an MP4's moov: a few hundred KiB for a
 * 10-minute phone clip, about 7 MiB for five hours at 30 fps, the longest a 2 GB upload holds at
 * a low bit rate). Past them MediaInfoLib goes on parsing the first frames, ~21 MiB of a 1 GB
 * 1080p clip, which adds nothing we store (npm run bench -- media: same facts either way).
 * A crafted file that keeps sending it elsewhere is bounded by the same budget.
 */
export const MEDIA_READ_BUDGET_BYTES = 8 * 1024 * 1024;
