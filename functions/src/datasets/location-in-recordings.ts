/**
 * A position taken out of a recording: an MP4's or MOV's location boxes and metadata items, and
 * the location tags of an MP3's ID3 and a FLAC's, Ogg Vorbis' or Opus' comments (the ways
 * mediainfo, the upload's reader, finds one).
 */
import {
  bmffBoxes,
  inMemory,
  type BmffBox,
  type RandomAccess,
} from '@groundtruth/domain/provenance-read';
import {
  latin1,
  leftOutReasons,
  LOCATION_TEXT,
  xmpGpsPatches,
  type Patch,
  type RemovalPlan,
} from './location-patches';

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'udta', 'meta', 'ilst']);
const FREE = new Uint8Array([0x66, 0x72, 0x65, 0x65]);
/** Boxes that are a position and nothing else: QuickTime's ©xyz and 3GPP's `loci`. */
const POSITION_BOXES = new Set(['\u00a9xyz', 'loci']);
/** The UUIDs of the top-level boxes of Content Credentials and of an XMP packet. */
const C2PA_UUID = 'd8fec3d61b0e483c92975828877ec481';
const XMP_UUID = 'be7acfcb97a942e89c71999491e3afac';

/** Where a meta box's children start: after version and flags in MP4, at once in QuickTime. */
function metaChildrenStart(moov: Uint8Array, box: BmffBox, at: number): number {
  const body = at + box.headerSize;
  return latin1(moov.subarray(body + 4, body + 8)) === 'hdlr' ? body : body + 4;
}

/** The location keys of a QuickTime `keys` box: their 1-based indexes. */
function locationKeyIndexes(moov: Uint8Array, at: number, box: BmffBox): Set<number> {
  const view = Buffer.from(moov);
  const found = new Set<number>();
  let entry = at + box.headerSize + 8; // version and flags, entry count
  const end = at + box.size;
  for (let index = 1; entry + 8 <= end; index++) {
    const size = view.readUInt32BE(entry);
    if (size < 8) break;
    if (/location/i.test(view.toString('latin1', entry + 8, entry + size))) found.add(index);
    entry += size;
  }
  return found;
}

/** An MP4's or MOV's location boxes become free boxes; left out when its credentials hold one. */
export async function bmffPlan(file: RandomAccess): Promise<RemovalPlan> {
  const top = await bmffBoxes(file, 0, file.size);
  const patches: Patch[] = [];
  for (const box of top.filter((b) => b.type === 'uuid')) {
    const body = await file.read(box.offset, box.size);
    const uuid = Buffer.from(body.subarray(box.headerSize, box.headerSize + 16)).toString('hex');
    if (uuid === C2PA_UUID && LOCATION_TEXT.test(latin1(body))) {
      return { reason: leftOutReasons.credentials };
    }
    if (uuid === XMP_UUID) patches.push(...xmpGpsPatches(latin1(body), box.offset));
  }
  const moovBox = top.find((b) => b.type === 'moov');
  if (!moovBox) return patches.length ? { patches } : { reason: leftOutReasons.notFound };
  const moov = await file.read(moovBox.offset, moovBox.size);
  const source = inMemory(moov);
  const walk = async (start: number, end: number, keys: Set<number>) => {
    const children = await bmffBoxes(source, start, end);
    const keysBox = children.find((b) => b.type === 'keys');
    const located = keysBox ? locationKeyIndexes(moov, keysBox.offset, keysBox) : keys;
    for (const child of children) {
      const indexed =
        child.type.length === 4 ? Buffer.from(child.type, 'latin1').readUInt32BE(0) : 0;
      if (POSITION_BOXES.has(child.type) || located.has(indexed)) {
        // A free box of the same size, its content (the position) zeroed.
        const bytes = new Uint8Array(child.size - 4);
        bytes.set(FREE);
        patches.push({ offset: moovBox.offset + child.offset + 4, bytes });
      } else if (CONTAINERS.has(child.type)) {
        const from =
          child.type === 'meta'
            ? metaChildrenStart(moov, child, child.offset)
            : child.offset + child.headerSize;
        await walk(from, child.offset + child.size, child.type === 'ilst' ? located : new Set());
      }
    }
  };
  await walk(moovBox.headerSize, moovBox.size, new Set());
  return patches.length ? { patches } : { reason: leftOutReasons.notFound };
}

/** A tag's or comment's name that says it holds where the recording was made. */
const LOCATION_NAME = /location/i;

/** An ID3v2 size: four bytes of seven bits each ("synchsafe"), or a plain one in version 3. */
const id3Size = (view: Buffer, at: number, synchsafe: boolean) =>
  synchsafe
    ? ((view[at]! & 0x7f) << 21) |
      ((view[at + 1]! & 0x7f) << 14) |
      ((view[at + 2]! & 0x7f) << 7) |
      (view[at + 3]! & 0x7f)
    : view.readUInt32BE(at);

/** An MP3's ID3v2 tag: the value of each user text frame (TXXX) named for a location zeroed. */
export async function mp3Plan(file: RandomAccess): Promise<RemovalPlan> {
  const header = Buffer.from(await file.read(0, 10));
  const version = header[3] ?? 0;
  if (latin1(header.subarray(0, 3)) !== 'ID3' || version < 3 || version > 4 || header[5]! & 0x80) {
    return { reason: leftOutReasons.notFound }; // no tag, or one stored unsynchronised
  }
  const tag = Buffer.from(await file.read(10, id3Size(header, 6, true)));
  let at = header[5]! & 0x40 ? id3Size(tag, 0, version === 4) + (version === 4 ? 0 : 4) : 0;
  const patches: Patch[] = [];
  while (at + 10 <= tag.length && tag[at] !== 0) {
    const id = latin1(tag.subarray(at, at + 4));
    const size = id3Size(tag, at + 4, version === 4);
    const body = tag.subarray(at + 10, at + 10 + size);
    if (id === 'TXXX' && body.length > 1) {
      // Encoding, then the description up to its terminator (two zero bytes in UTF-16).
      const wide = body[0] === 1 || body[0] === 2;
      let end = 1;
      while (end < body.length && (body[end] !== 0 || (wide && body[end + 1] !== 0))) {
        end += wide ? 2 : 1;
      }
      const name = Buffer.from(body.subarray(1, end)).toString(wide ? 'utf16le' : 'latin1');
      const value = end + (wide ? 2 : 1);
      if (LOCATION_NAME.test(name.replace(/\0/g, '')) && value < body.length) {
        patches.push({ offset: 10 + at + 10 + value, bytes: new Uint8Array(body.length - value) });
      }
    }
    at += 10 + size;
  }
  return patches.length ? { patches } : { reason: leftOutReasons.notFound };
}

/**
 * The patches blanking (with spaces) the value of each comment named for a location in the
 * Vorbis comment list `list`, whose byte `i` lies at file offset `where(i)`.
 */
function commentPatches(list: Uint8Array, where: (i: number) => number): Patch[] {
  const view = Buffer.from(list);
  const patches: Patch[] = [];
  if (view.length < 8) return patches;
  let at = 4 + view.readUInt32LE(0); // the vendor string
  const count = at + 4 <= view.length ? view.readUInt32LE(at) : 0;
  at += 4;
  for (let i = 0; i < count && at + 4 <= view.length; i++) {
    const length = view.readUInt32LE(at);
    const comment = view.toString('latin1', at + 4, at + 4 + length);
    const equals = comment.indexOf('=');
    if (equals > 0 && LOCATION_NAME.test(comment.slice(0, equals))) {
      for (let byte = at + 4 + equals + 1; byte < at + 4 + length; byte++) {
        patches.push({ offset: where(byte), bytes: new Uint8Array([0x20]) });
      }
    }
    at += 4 + length;
  }
  return patches;
}

const FLAC_COMMENT_BLOCK = 4;

/** A FLAC's comment block (its metadata blocks carry no checksum). */
export async function flacPlan(file: RandomAccess): Promise<RemovalPlan> {
  const patches: Patch[] = [];
  let at = 4; // "fLaC"
  for (let last = false; !last && at + 4 <= file.size;) {
    const head = Buffer.from(await file.read(at, 4));
    last = (head[0]! & 0x80) !== 0;
    const length = head.readUIntBE(1, 3);
    if ((head[0]! & 0x7f) === FLAC_COMMENT_BLOCK) {
      const body = at + 4;
      patches.push(...commentPatches(await file.read(body, length), (i) => body + i));
    }
    at += 4 + length;
  }
  return patches.length ? { patches } : { reason: leftOutReasons.notFound };
}

/** Ogg's page checksum: CRC-32 with polynomial 0x04c11db7, unreflected, from zero. */
const OGG_CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let r = n << 24;
  for (let i = 0; i < 8; i++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
  return r >>> 0;
});
function oggCrc(page: Uint8Array): number {
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ OGG_CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc;
}

/** The magic before a comment list: Vorbis' comment header, Opus' tags. */
const COMMENT_MAGIC = ['\u0003vorbis', 'OpusTags'];

/**
 * An Ogg Vorbis' or Opus' comment packet (the second of its stream, over one or more pages): its
 * location values blanked, and each page they touch given its checksum again.
 */
export async function oggPlan(file: RandomAccess): Promise<RemovalPlan> {
  const pages: { offset: number; bytes: Buffer }[] = [];
  const packet: number[] = []; // the file offset of each byte of the comment packet
  const content: number[] = []; // and its value
  let packets = 0;
  let at = 0;
  while (packets < 2 && at + 27 <= file.size) {
    const head = Buffer.from(await file.read(at, 27));
    if (latin1(head.subarray(0, 4)) !== 'OggS') break;
    const lacing = await file.read(at + 27, head[26] ?? 0);
    const start = 27 + lacing.length;
    const bytes = Buffer.from(
      await file.read(at, start + lacing.reduce((n, length) => n + length, 0)),
    );
    pages.push({ offset: at, bytes });
    let body = start;
    for (const length of lacing) {
      if (packets === 1) {
        for (let i = body; i < body + length; i++) {
          packet.push(at + i);
          content.push(bytes[i] ?? 0);
        }
      }
      body += length;
      if (length < 255) packets++;
      if (packets === 2) break;
    }
    at += bytes.length;
  }
  const bytes = Buffer.from(content);
  const magic = COMMENT_MAGIC.find((m) => latin1(bytes.subarray(0, m.length)) === m);
  if (!magic) return { reason: leftOutReasons.notFound };
  const values = commentPatches(bytes.subarray(magic.length), (i) => packet[i + magic.length]!);
  if (!values.length) return { reason: leftOutReasons.notFound };
  const checksums: Patch[] = [];
  for (const page of pages) {
    const end = page.offset + page.bytes.length;
    const inside = values.filter((p) => p.offset >= page.offset && p.offset < end);
    if (!inside.length) continue;
    const patched = Buffer.from(page.bytes);
    for (const p of inside) patched.set(p.bytes, p.offset - page.offset);
    patched.writeUInt32LE(0, 22);
    const crc = Buffer.alloc(4);
    crc.writeUInt32LE(oggCrc(patched));
    checksums.push({ offset: page.offset + 22, bytes: crc });
  }
  return { patches: [...values, ...checksums] };
}
