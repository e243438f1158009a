// A camera's EXIF written into a JPEG, for the provenance samples and tests: make, model,
// software, when it was taken and (optionally) where. A small little-endian TIFF writer, enough
// for the tags a phone writes; nothing here reads EXIF (the product reads it with exifr).

const ASCII = 2;
const LONG = 4;
const RATIONAL = 5;
const BYTE = 1;

/** @typedef {{ tag: number, type: number, count: number, data: Buffer }} Entry */

const ascii = (tag, text) => {
  const data = Buffer.from(`${text}\0`, 'latin1');
  return { tag, type: ASCII, count: data.length, data };
};
const long = (tag, value) => {
  const data = Buffer.alloc(4);
  data.writeUInt32LE(value);
  return { tag, type: LONG, count: 1, data };
};
const rationals = (tag, values) => {
  const data = Buffer.alloc(8 * values.length);
  values.forEach(([num, den], i) => {
    data.writeUInt32LE(num, 8 * i);
    data.writeUInt32LE(den, 8 * i + 4);
  });
  return { tag, type: RATIONAL, count: values.length, data };
};

/** Degrees as EXIF's degrees, minutes, seconds (seconds to 1/100). */
const dms = (degrees) => {
  const abs = Math.abs(degrees);
  const d = Math.floor(abs);
  const m = Math.floor((abs - d) * 60);
  const s = Math.round(((abs - d) * 60 - m) * 60 * 100);
  return [
    [d, 1],
    [m, 1],
    [s, 100],
  ];
};

/**
 * One IFD at `offset` of the TIFF: its entries (sorted by tag), the next-IFD link (none), then
 * the values longer than four bytes. `pointers` are filled in by the caller once known.
 * @param {Entry[]} entries
 * @param {number} offset
 */
function ifd(entries, offset) {
  const sorted = [...entries].sort((a, b) => a.tag - b.tag);
  const tableLength = 2 + 12 * sorted.length + 4;
  const table = Buffer.alloc(tableLength);
  const extra = [];
  let dataOffset = offset + tableLength;
  table.writeUInt16LE(sorted.length, 0);
  sorted.forEach((entry, i) => {
    const at = 2 + 12 * i;
    table.writeUInt16LE(entry.tag, at);
    table.writeUInt16LE(entry.type, at + 2);
    table.writeUInt32LE(entry.count, at + 4);
    if (entry.data.length <= 4) entry.data.copy(table, at + 8);
    else {
      table.writeUInt32LE(dataOffset, at + 8);
      const padded =
        entry.data.length % 2 ? Buffer.concat([entry.data, Buffer.alloc(1)]) : entry.data;
      extra.push(padded);
      dataOffset += padded.length;
    }
  });
  return Buffer.concat([table, ...extra]);
}

/**
 * @typedef {{ make?: string, model?: string, software?: string, takenAt?: string,
 *   position?: { latitude: number, longitude: number } }} CameraFacts `takenAt` as EXIF writes
 *   it, "YYYY:MM:DD HH:MM:SS".
 */

/**
 * The TIFF of a camera's EXIF: what a JPEG's APP1 segment, a PNG's eXIf chunk and a HEIF's Exif
 * item hold.
 * @param {CameraFacts} facts
 */
export function exifTiff({ make, model, software, takenAt, position }) {
  const base = [];
  if (make) base.push(ascii(0x010f, make));
  if (model) base.push(ascii(0x0110, model));
  if (software) base.push(ascii(0x0131, software));
  if (takenAt) base.push(ascii(0x0132, takenAt));
  // Pointers to the Exif and GPS IFDs: placeholders sized like the real ones, set below.
  const exifEntries = takenAt ? [ascii(0x9003, takenAt), ascii(0x9004, takenAt)] : [];
  const gpsEntries = position
    ? [
        { tag: 0x0000, type: BYTE, count: 4, data: Buffer.from([2, 3, 0, 0]) },
        ascii(0x0001, position.latitude >= 0 ? 'N' : 'S'),
        rationals(0x0002, dms(position.latitude)),
        ascii(0x0003, position.longitude >= 0 ? 'E' : 'W'),
        rationals(0x0004, dms(position.longitude)),
      ]
    : [];
  const withPointers = (exifAt, gpsAt) => [
    ...base,
    ...(exifEntries.length ? [long(0x8769, exifAt)] : []),
    ...(gpsEntries.length ? [long(0x8825, gpsAt)] : []),
  ];
  const ifd0Length = ifd(withPointers(0, 0), 8).length;
  const exifAt = 8 + ifd0Length;
  const exifIfd = exifEntries.length ? ifd(exifEntries, exifAt) : Buffer.alloc(0);
  const gpsAt = exifAt + exifIfd.length;
  const gpsIfd = gpsEntries.length ? ifd(gpsEntries, gpsAt) : Buffer.alloc(0);
  const header = Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]);
  return Buffer.concat([header, ifd(withPointers(exifAt, gpsAt), 8), exifIfd, gpsIfd]);
}

/**
 * The APP1 segment of a camera's EXIF.
 * @param {CameraFacts} facts
 */
export function exifSegment(facts) {
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), exifTiff(facts)]);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([segment, body]);
}

/** `jpeg` with `segment` inserted right after its start-of-image marker. */
export function withSegment(jpeg, segment) {
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}
