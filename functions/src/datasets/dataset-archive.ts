/**
 * The whole export as one tar (POSIX ustar), written beside its folder when the export completes,
 * so a customer downloads one file and unpacks the folder `{exportId}/` that verify-dataset
 * checks. The objects are streamed from Storage into the archive and hashed on the way: no
 * file's bytes are held in memory, whatever the export's size. The entries' order, owner and
 * time are fixed, so writing it again (a finalize retried after a crash) gives the same bytes.
 */
import crypto from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { exportArchivePath, exportFolder } from '@groundtruth/domain/dataset-exports';
import { bucket } from '../core/app';

const BLOCK = 512;

/** One object of the export, by its path in the folder, and its size in bytes. */
export interface ArchiveEntry {
  path: string;
  size: number;
}

/** Writes `value` as `width - 1` octal digits and a NUL at `offset` (ustar's numeric fields). */
function octal(header: Buffer, offset: number, width: number, value: number) {
  header.write(`${value.toString(8).padStart(width - 1, '0')}\0`, offset, width, 'latin1');
}

/** The size field: octal up to 8 GiB, else GNU/star base-256 (tar and libarchive read both). */
function sizeField(header: Buffer, size: number) {
  if (size < 8 ** 11) return octal(header, 124, 12, size);
  header[124] = 0x80;
  let rest = BigInt(size);
  for (let i = 135; i > 124; i--) {
    header[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
}

/** Splits a path into ustar's prefix (≤ 155 bytes) and name (≤ 100 bytes) at a '/'. */
function splitName(path: string): { prefix: string; name: string } {
  if (Buffer.byteLength(path) <= 100) return { prefix: '', name: path };
  for (let cut = path.indexOf('/'); cut !== -1; cut = path.indexOf('/', cut + 1)) {
    const prefix = path.slice(0, cut);
    const name = path.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) return { prefix, name };
  }
  throw new Error(`A path too long for a tar entry: ${path}`);
}

/** The 512-byte header of a regular file `path` of `size` bytes, modified at `mtime` (s). */
export function tarHeader(path: string, size: number, mtime: number): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { prefix, name } = splitName(path);
  header.write(name, 0, 100, 'utf8');
  octal(header, 100, 8, 0o644);
  octal(header, 108, 8, 0);
  octal(header, 116, 8, 0);
  sizeField(header, size);
  octal(header, 136, 12, mtime);
  header.fill(0x20, 148, 156); // the checksum counts its own field as spaces
  header.write('0', 156, 1, 'latin1');
  header.write('ustar\0', 257, 6, 'latin1');
  header.write('00', 263, 2, 'latin1');
  header.write('groundtruth', 265, 32, 'latin1');
  header.write('groundtruth', 297, 32, 'latin1');
  header.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'latin1');
  return header;
}

/** The archive's bytes, entry after entry, each object read as a stream from the export folder. */
async function* archiveChunks(exportId: string, entries: ArchiveEntry[], mtime: number) {
  const folder = exportFolder(exportId);
  for (const entry of entries) {
    yield tarHeader(`${exportId}/${entry.path}`, entry.size, mtime);
    let read = 0;
    for await (const chunk of bucket().file(`${folder}${entry.path}`).createReadStream()) {
      read += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
    // A size that differs from the header would shift every later entry: stop instead.
    if (read !== entry.size)
      throw new Error(`${entry.path} has ${read} bytes, ${entry.size} expected, in the archive`);
    if (read % BLOCK) yield Buffer.alloc(BLOCK - (read % BLOCK));
  }
  yield Buffer.alloc(2 * BLOCK); // the end of the archive
}

/** Writes the export's archive (exportArchivePath); its SHA-256 (hex) and size. */
export async function writeArchive(
  exportId: string,
  entries: ArchiveEntry[],
  modifiedAt: Date,
): Promise<{ sha256: string; bytes: number }> {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const options = {
    contentType: 'application/x-tar',
    contentDisposition: `attachment; filename="groundtruth-${exportId}.tar"`,
  };
  await pipeline(
    Readable.from(archiveChunks(exportId, entries, Math.floor(modifiedAt.getTime() / 1000))),
    measure,
    bucket()
      .file(exportArchivePath(exportId))
      .createWriteStream({ resumable: false, ...options, metadata: options }),
  );
  return { sha256: hash.digest('hex'), bytes };
}
