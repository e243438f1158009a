/**
 * The device check's inspection of one chosen file (issue 22), in the browser and without
 * uploading: its real kind from its first bytes (file-type, as submitWork sniffs them), then its
 * facts from mediainfo.js (MediaInfoLib in WebAssembly, the library submitWork uses too) mapped
 * by domain's mediaFactsFromMediaInfo. Every read is a Blob.slice of the range the parser asks
 * for: an MP4 is read at its header and, without faststart, at its index at the end; a whole
 * file is never read into memory.
 *
 * This module is the on-demand chunk of the Submit screen (see load-media-inspector.ts): it and
 * the WebAssembly load only when files are chosen.
 */
import { fileTypeFromBuffer } from 'file-type/core';
import mediaInfoFactory, { type MediaInfo } from 'mediainfo.js';
import {
  mediaFactsFromMediaInfo,
  mediaKindOfType,
  type MediaFacts,
  type MediaInfoTrack,
  type MediaKind,
} from '@groundtruth/domain/media-requirements';
import { uploadKindOf } from '@groundtruth/domain/upload-types';

/** Bytes file-type needs to recognise every format it knows (submitWork's SNIFF_BYTES). */
export const SNIFF_BYTES = 4100;
/** Bytes handed to MediaInfoLib per read: its default, 256 KiB. */
export const CHUNK_BYTES = 256 * 1024;

/** What inspecting one file found, and what it cost. */
export interface Inspection {
  /** Null: the bytes are no kind the product reads (a renamed file, a damaged one). */
  facts: MediaFacts | null;
  /** Bytes read from the file, sniff included. */
  bytesRead: number;
  /** Wall time of the inspection, milliseconds. */
  ms: number;
}

/** A file as the inspector needs it: its bytes by range, its size and its declared type. */
export type InspectableFile = Pick<Blob, 'size' | 'slice' | 'type'>;

export interface MediaInspector {
  inspect(file: InspectableFile): Promise<Inspection>;
  close(): void;
}

/**
 * The kind the first bytes say, as submitWork decides it: a magic number file-type knows, else
 * (no magic number) a text document when the file declares a text type. Undefined: neither.
 */
async function sniffKind(head: Uint8Array, declaredType: string): Promise<MediaKind | undefined> {
  const found = await fileTypeFromBuffer(head);
  if (found) return mediaKindOfType(found.mime);
  return uploadKindOf(declaredType)?.text ? 'document' : undefined;
}

/**
 * One MediaInfoLib instance for the page: it parses one file at a time, so inspections queue.
 * `wasmUrl`: where the browser fetches MediaInfoModule.wasm (the build's asset); omitted under
 * Node (tests, bench), where the library reads it beside itself.
 */
export async function createMediaInspector({
  wasmUrl,
}: { wasmUrl?: string } = {}): Promise<MediaInspector> {
  const mediainfo: MediaInfo<'object'> = await mediaInfoFactory({
    format: 'object',
    chunkSize: CHUNK_BYTES,
    ...(wasmUrl ? { locateFile: () => wasmUrl } : {}),
  });
  let queue: Promise<unknown> = Promise.resolve();

  const inspectNow = async (file: InspectableFile): Promise<Inspection> => {
    const started = performance.now();
    let bytesRead = 0;
    const read = async (offset: number, length: number): Promise<Uint8Array> => {
      const bytes = new Uint8Array(await file.slice(offset, offset + length).arrayBuffer());
      bytesRead += bytes.length;
      return bytes;
    };
    const kind = await sniffKind(await read(0, SNIFF_BYTES), file.type);
    if (!kind) return { facts: null, bytesRead, ms: performance.now() - started };
    if (kind === 'document') {
      return {
        facts: mediaFactsFromMediaInfo(kind, []),
        bytesRead,
        ms: performance.now() - started,
      };
    }
    const result = await mediainfo.analyzeData(file.size, (size, offset) => read(offset, size));
    const tracks = (result.media?.track ?? []) as unknown as MediaInfoTrack[];
    return {
      facts: mediaFactsFromMediaInfo(kind, tracks),
      bytesRead,
      ms: performance.now() - started,
    };
  };

  return {
    inspect(file) {
      const next = queue.then(() => inspectNow(file));
      queue = next.catch(() => undefined);
      return next;
    },
    close: () => mediainfo.close(),
  };
}
