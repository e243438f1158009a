/**
 * Where a file was recorded, taken out before it is delivered: a dataset export streams such a
 * file through `patchStream`, overwriting in place only the bytes that hold the position, so
 * everything else (and the file's structure, its offsets and its length) stays as recorded. It
 * knows every way of recording a position the upload's detector (domain/provenance-read: exifr
 * for pictures, mediainfo for recordings) knows:
 *
 * - JPEG: the EXIF GPS directory is emptied (its entry count and entries zeroed, with the values
 *   they pointed to) and the XMP packet's exif:GPS… properties are blanked with spaces.
 * - PNG: the same in its eXIf chunk and its XMP iTXt chunk, each chunk's CRC written again.
 * - HEIC / HEIF: the same in its Exif item, found through the item information and locations.
 * - MP4 / MOV / M4A: the boxes holding a position become zeroed `free` boxes (skipped by every
 *   reader): a user-data ©xyz box, a 3GPP location box (`loci`, as ffmpeg's MP4 muxer and some
 *   Android phones write it), and each metadata item whose key names a location
 *   (com.apple.quicktime.location.ISO6709 and the like); an XMP box's exif:GPS… are blanked.
 * - MP3: the value of an ID3 user text frame named for a location is zeroed.
 * - FLAC, Ogg Vorbis, Opus: the value of a comment named for a location is blanked (an Ogg page's
 *   checksum written again).
 * - Anything else, or a position also held inside the file's Content Credentials (which cannot
 *   be changed without breaking their signature): the file cannot be cleaned safely and is left
 *   out of the export, with the reason.
 */
import type { RandomAccess } from '@groundtruth/domain/provenance-read';
import { bmffPlan, flacPlan, mp3Plan, oggPlan } from './location-in-recordings';
import { heifPlan, jpegPlan, pngPlan } from './location-in-pictures';
import { leftOutReasons, type RemovalPlan } from './location-patches';

export { leftOutReasons, patchStream, type Patch, type RemovalPlan } from './location-patches';

type Planner = (file: RandomAccess) => Promise<RemovalPlan>;

/** The planner of each content type a position can be removed from. */
const planners: Record<string, Planner> = {
  'image/jpeg': jpegPlan,
  'image/png': pngPlan,
  'image/heic': heifPlan,
  'image/heif': heifPlan,
  'video/mp4': bmffPlan,
  'video/quicktime': bmffPlan,
  'video/x-m4v': bmffPlan,
  'audio/mp4': bmffPlan,
  'audio/x-m4a': bmffPlan,
  'audio/mpeg': mp3Plan,
  'audio/flac': flacPlan,
  'audio/x-flac': flacPlan,
  'audio/ogg': oggPlan,
  'audio/opus': oggPlan,
};

/** How to take the position out of `file` of content type `type`, or why it cannot be. */
export async function locationRemovalPlan(file: RandomAccess, type: string): Promise<RemovalPlan> {
  const plan = planners[type];
  if (!plan) return { reason: leftOutReasons.format(type) };
  try {
    return await plan(file);
  } catch (err) {
    // Metadata that points past its own end: the file is left out, the export goes on.
    if (err instanceof RangeError) return { reason: leftOutReasons.notFound };
    throw err;
  }
}
