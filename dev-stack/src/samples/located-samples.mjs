// One file for each way of recording where it was made that the upload's detector knows, for the
// tests that hold the export's location remover to it: a clip's QuickTime ©xyz box, QuickTime
// location key and 3GPP `loci` box, a recording's ID3 frame, FLAC and Vorbis comment (made by
// ffmpeg), a JPEG's EXIF GPS and XMP, a PNG's eXIf and XMP chunks, and a HEIC's Exif item. The
// pictures are written here around the sample media's frames; the HEIC is a container only
// (ffmpeg writes no HEIF), enough for a metadata reader.
import fs from 'node:fs';
import { crc32 } from 'node:zlib';
import { exifSegment, exifTiff, withSegment } from './exif.mjs';
import { sampleMedia } from './sample-media.mjs';

/** The Eiffel Tower: the position every sample carries. */
export const samplePosition = { latitude: 48.8584, longitude: 2.2945 };

const camera = { make: 'Groundtruth', model: 'Test Phone 1', takenAt: '2026:11:20 09:30:00' };

/** An XMP packet whose exif:GPS… properties say where (as XMP writes a position: 48,51.504N). */
function xmpPacket() {
  const at = (degrees, positive, negative) => {
    const abs = Math.abs(degrees);
    const minutes = ((abs - Math.floor(abs)) * 60).toFixed(3);
    return `${Math.floor(abs)},${minutes}${degrees >= 0 ? positive : negative}`;
  };
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/"',
    ' xmlns:tiff="http://ns.adobe.com/tiff/1.0/" tiff:Model="Test Phone 1"',
    ` exif:GPSLatitude="${at(samplePosition.latitude, 'N', 'S')}"`,
    ` exif:GPSLongitude="${at(samplePosition.longitude, 'E', 'W')}"/>`,
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}

/** A JPEG's APP1 segment holding `packet`. */
function xmpSegment(packet) {
  const body = Buffer.from(`http://ns.adobe.com/xap/1.0/\0${packet}`, 'utf8');
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xffe1, 0);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** A PNG chunk of `type` holding `data`, with its CRC. */
function pngChunk(type, data) {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(typed.length + 8);
  out.writeUInt32BE(data.length, 0);
  typed.copy(out, 4);
  out.writeUInt32BE(crc32(typed), 4 + typed.length);
  return out;
}

/** `png` with `chunk` right after its header chunk (signature 8 bytes, IHDR 25). */
function withChunk(png, chunk) {
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

/** An ISO base media box of `type` holding `parts`. */
function box(type, ...parts) {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** A full box's version and flags. */
const full = (version) => Buffer.from([version, 0, 0, 0]);
const u16 = (n) => Buffer.from([n >> 8, n & 0xff]);
const u32 = (n) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

/**
 * A HEIC holding an Exif item (its TIFF after a four-byte header offset) in its media data, as a
 * phone writes one: ftyp, then meta (handler, item information, item locations), then mdat.
 */
function heicWithExif() {
  const exif = Buffer.concat([u32(0), exifTiff({ ...camera, position: samplePosition })]);
  const ftyp = box('ftyp', Buffer.from('heic', 'latin1'), u32(0), Buffer.from('mif1heic'));
  const hdlr = box('hdlr', full(0), u32(0), Buffer.from('pict', 'latin1'), Buffer.alloc(13));
  const infe = (id, type) =>
    box('infe', full(2), u16(id), u16(0), Buffer.from(type), Buffer.alloc(1));
  const iinf = box('iinf', full(0), u16(1), infe(1, 'Exif'));
  // Version 0: offsets and lengths of four bytes, no base offset; the offset is filled in below.
  const iloc = (offset) =>
    box(
      'iloc',
      full(0),
      Buffer.from([0x44, 0x00]),
      u16(1),
      u16(1),
      u16(0),
      u16(1),
      u32(offset),
      u32(exif.length),
    );
  const meta = (offset) => box('meta', full(0), hdlr, iinf, iloc(offset));
  const offset = ftyp.length + meta(0).length + 8;
  return Buffer.concat([ftyp, meta(offset), box('mdat', exif)]);
}

/**
 * Every located sample: its name, content type, the way it records the position, and its bytes.
 * @returns {Promise<{ name: string, type: string, way: string, bytes: Buffer }[]>}
 */
export async function locatedSamples() {
  const media = await sampleMedia();
  const jpeg = fs.readFileSync(media.jpeg);
  const png = fs.readFileSync(media.png);
  return [
    {
      name: 'android.mov',
      type: 'video/quicktime',
      way: 'a QuickTime ©xyz box in the user data',
      bytes: fs.readFileSync(media.movLocated),
    },
    {
      name: 'iphone.mp4',
      type: 'video/mp4',
      way: 'a QuickTime location key (com.apple.quicktime.location.ISO6709)',
      bytes: fs.readFileSync(media.mp4Located),
    },
    {
      name: 'loci.mp4',
      type: 'video/mp4',
      way: 'a 3GPP loci box in the user data',
      bytes: fs.readFileSync(media.mp4Loci),
    },
    {
      name: 'exif.jpg',
      type: 'image/jpeg',
      way: "a JPEG's EXIF GPS",
      bytes: withSegment(jpeg, exifSegment({ ...camera, position: samplePosition })),
    },
    {
      name: 'xmp.jpg',
      type: 'image/jpeg',
      way: "a JPEG's XMP",
      bytes: withSegment(jpeg, xmpSegment(xmpPacket())),
    },
    {
      name: 'exif.png',
      type: 'image/png',
      way: "a PNG's eXIf chunk",
      bytes: withChunk(png, pngChunk('eXIf', exifTiff({ ...camera, position: samplePosition }))),
    },
    {
      name: 'xmp.png',
      type: 'image/png',
      way: "a PNG's XMP chunk",
      bytes: withChunk(
        png,
        pngChunk('iTXt', Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0${xmpPacket()}`, 'utf8')),
      ),
    },
    {
      name: 'recorder.mp3',
      type: 'audio/mpeg',
      way: "an MP3's ID3 user text frame",
      bytes: fs.readFileSync(media.mp3Located),
    },
    {
      name: 'recorder.flac',
      type: 'audio/flac',
      way: "a FLAC's comment",
      bytes: fs.readFileSync(media.flacLocated),
    },
    {
      name: 'recorder.ogg',
      type: 'audio/ogg',
      way: "an Ogg Vorbis' comment",
      bytes: fs.readFileSync(media.oggLocated),
    },
    { name: 'exif.heic', type: 'image/heic', way: "a HEIC's Exif item", bytes: heicWithExif() },
  ];
}
