/**
 * The device check's inspection of one chosen file, in the browser and without
 * uploading: its real kind from its first bytes (file-type, as submitWork sniffs them), then its
 * facts from mediainfo.js (MediaInfoLib in WebAssembly, the library submitWork uses too) mapped
 * by domain's mediaFactsFromMediaInfo, and its provenance by domain's readProvenance (Content
 * Credentials with the CAI's C2PA library, EXIF/XMP with exifr) as submitWork reads them. A file
 * within the read budget is read once, whole; of a larger one every read is a Blob.slice of the
 * range a parser asks for (an MP4 at its header and, without faststart, at its index at the
 * end), within the budget in all.
 *
 * This module is the on-demand chunk of the Submit screen (see load-media-inspector.ts): it and
 * the WebAssembly load only when files are chosen.
 */
import { fileTypeFromBuffer } from 'file-type/core';
import mediaInfoFactory, { type MediaInfo } from 'mediainfo.js';
import { credentialsReader } from '@groundtruth/domain/content-credentials-reader';
import {
  mediaFactsFromMediaInfo,
  type MediaFacts,
  type MediaInfoTrack,
  MEDIA_CHUNK_BYTES,
  MEDIA_READ_BUDGET_BYTES,
} from '@groundtruth/domain/media-facts';
import type { Provenance } from '@groundtruth/domain/provenance';
import {
  inMemory,
  PROVENANCE_READ_BUDGET_BYTES,
  readProvenance,
} from '@groundtruth/domain/provenance-read';
import initCredentials from '@contentauth/c2pa-wasm';
import { mediaKindOfType, type MediaKind } from '@groundtruth/domain/media-requirements';
import { checkFileAndOrigin } from '@groundtruth/domain/submission-checks';
import { uploadKindOf } from '@groundtruth/domain/upload-types';

/** Bytes file-type needs to recognise every format it knows (submitWork's SNIFF_BYTES). */
export const SNIFF_BYTES = 4100;

/** What inspecting one file found, and what it cost. */
export interface Inspection {
  /** Null: the bytes are no kind the product reads (a renamed file, a damaged one). */
  facts: MediaFacts | null;
  /** Where it came from; null when it could not be read (or is a document). */
  provenance: Provenance | null;
  /** Bytes read from the file, sniff included. */
  bytesRead: number;
  /** Wall time of the inspection, milliseconds. */
  ms: number;
}

/** A file as the inspector needs it: its bytes by range, its size and its declared type. */
export type InspectableFile = Pick<Blob, 'size' | 'slice' | 'type'>;

export interface MediaInspector {
  inspect(file: InspectableFile): Promise<Inspection>;
  /** A file's facts and origin judged against the task (submitWork's judgement, per file). */
  judge: typeof checkFileAndOrigin;
  close(): void;
}

/**
 * The kind the first bytes say, as submitWork decides it: a magic number file-type knows, else
 * (no magic number) a text document when the file declares a text type. Undefined: neither.
 */
async function sniffKind(
  head: Uint8Array,
  declaredType: string,
): Promise<{ kind: MediaKind; type: string } | undefined> {
  const found = await fileTypeFromBuffer(head);
  if (found) {
    const kind = mediaKindOfType(found.mime);
    return kind ? { kind, type: found.mime } : undefined;
  }
  return uploadKindOf(declaredType)?.text ? { kind: 'document', type: declaredType } : undefined;
}

/**
 * One MediaInfoLib instance for the page: it parses one file at a time, so inspections queue.
 * `wasmUrl`: where the browser fetches MediaInfoModule.wasm (the build's asset); omitted under
 * Node (tests, bench), where the library reads it beside itself. `credentialsWasm`: the C2PA
 * library's WebAssembly, its URL (the build's asset) or its bytes (tests); it is loaded only when
 * a chosen file carries Content Credentials.
 */
export async function createMediaInspector({
  wasmUrl,
  credentialsWasm,
}: { wasmUrl?: string; credentialsWasm?: string | BufferSource } = {}): Promise<MediaInspector> {
  const readCredentials = credentialsReader(async () => {
    if (credentialsWasm === undefined)
      throw new Error('The Content Credentials reader is not loaded');
    await initCredentials({ module_or_path: credentialsWasm });
  });
  const create = () =>
    mediaInfoFactory({
      format: 'object',
      chunkSize: MEDIA_CHUNK_BYTES,
      ...(wasmUrl ? { locateFile: () => wasmUrl } : {}),
    });
  let mediainfo: MediaInfo<'object'> = await create();
  let queue: Promise<unknown> = Promise.resolve();

  /** The tracks MediaInfoLib finds, read through `read` within the budget. */
  const tracksOf = async (
    size: number,
    read: (offset: number, length: number) => Promise<Uint8Array>,
    readBudget: number,
  ): Promise<MediaInfoTrack[]> => {
    let budget = readBudget;
    try {
      const result = await mediainfo.analyzeData(size, (length, offset) => {
        // An empty chunk tells MediaInfoLib the data ended: it reports what it has.
        if (budget <= 0 || length <= 0) return new Uint8Array();
        const chunk = read(offset, Math.min(length, budget));
        budget -= Math.min(length, budget);
        return chunk;
      });
      return (result.media?.track ?? []) as unknown as MediaInfoTrack[];
    } catch (error) {
      // A failed analysis may leave the instance mid-parse: the next file gets a fresh one.
      mediainfo.close();
      mediainfo = await create();
      throw error;
    }
  };

  const inspectNow = async (file: InspectableFile): Promise<Inspection> => {
    const started = performance.now();
    let bytesRead = 0;
    const read = async (offset: number, length: number): Promise<Uint8Array> => {
      const bytes = new Uint8Array(await file.slice(offset, offset + length).arrayBuffer());
      bytesRead += bytes.length;
      return bytes;
    };
    const head = await read(0, SNIFF_BYTES);
    const sniffed = await sniffKind(head, file.type);
    const done = (facts: MediaFacts | null, provenance: Provenance | null = null) => ({
      facts,
      provenance,
      bytesRead,
      ms: performance.now() - started,
    });
    if (!sniffed) return done(null);
    const { kind, type } = sniffed;
    if (kind === 'document') return done(mediaFactsFromMediaInfo(kind, []));
    // Within the budget (with the bytes sniffed) the file is read once and parsed from memory;
    // of a larger one, mediainfo reads within the budget less what provenance may read.
    const whole =
      file.size <= MEDIA_READ_BUDGET_BYTES - head.length ? await read(0, file.size) : null;
    // Bytes of their kind that MediaInfoLib cannot parse keep only their kind, as submitWork
    // judges them: a task's requirements then refuse them for the facts they lack.
    const tracks = await (
      whole
        ? tracksOf(file.size, inMemory(whole).read, MEDIA_READ_BUDGET_BYTES)
        : tracksOf(
            file.size,
            read,
            MEDIA_READ_BUDGET_BYTES - head.length - PROVENANCE_READ_BUDGET_BYTES,
          )
    ).catch(() => []);
    const provenance = await readProvenance(
      { size: file.size, read },
      {
        kind,
        type,
        whole,
        general: tracks.find((t) => t['@type'] === 'General'),
        readCredentials,
      },
    ).catch(() => null);
    return done(mediaFactsFromMediaInfo(kind, tracks), provenance);
  };

  return {
    inspect(file) {
      const next = queue.then(() => inspectNow(file));
      queue = next.catch(() => undefined);
      return next;
    },
    judge: checkFileAndOrigin,
    close: () => mediainfo.close(),
  };
}
