// The demo's files: real bytes of each kind a task asks for, under fixed names, uploaded once.
import fs from 'node:fs';
import { getMetadata, ref, uploadBytes } from 'firebase/storage';
import { provenanceSample } from '../samples/provenance-samples.mjs';
import { png } from '../samples/sample-files.mjs';

/** A short mono WAV of silence: a real audio file the review screens can download. */
function wav(seconds = 1, rate = 8000) {
  const samples = seconds * rate;
  const buffer = Buffer.alloc(44 + samples);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples, 40);
  buffer.fill(128, 44);
  return buffer;
}

/**
 * A small real PNG (a 64×40 tile tinted from the label, the label in a tEXt chunk, so each
 * creator's picture has its own bytes): SVG is not an accepted upload.
 */
function tile(label) {
  const tint = [...label].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) >>> 0, 7);
  return png({ width: 64, height: 40, rgb: [tint & 255, (tint >> 8) & 255, 200], label });
}

/** The demo's files by kind, each made from a label: its extension, content type and bytes. */
export const fileKinds = {
  text: (label) => ({
    ext: 'txt',
    type: 'text/plain',
    bytes: Buffer.from(`${label}\n\nTranscript and notes written by the creator.\n`),
  }),
  image: (label) => ({ ext: 'png', type: 'image/png', bytes: tile(label) }),
  audio: () => ({ ext: 'wav', type: 'audio/wav', bytes: wav(2) }),
  // A real 1280 × 720, 5 s H.264 clip with sound: submitWork reads its facts, which the staff's
  // review card shows. Made once by samples/sample-media.mjs (its mp4Faststart recipe)
  // and committed, so `npm start` on a fresh machine needs no ffmpeg.
  // The committed provenance samples (dev-stack/samples/provenance): a phone photo with valid
  // Content Credentials, and one whose EXIF carries where it was taken.
  credentialsPhoto: () => ({
    ext: 'jpg',
    type: 'image/jpeg',
    bytes: provenanceSample('credentials'),
  }),
  locatedPhoto: () => ({ ext: 'jpg', type: 'image/jpeg', bytes: provenanceSample('located') }),
  video: async () => ({
    ext: 'mp4',
    type: 'video/mp4',
    bytes: fs.readFileSync(new URL('./demo-media/street-market-720p.mp4', import.meta.url)),
  }),
};

/** Demo files get fixed names (a timestamp of the demo's own), so a resumed seed finds them. */
export const DEMO_FILE_TIME = Date.UTC(2026, 0, 5, 9, 0, 0);

/**
 * Uploads `file` to `path` unless it is there: uploaded files are never replaced
 * (storage.rules), so one a killed run uploaded stays.
 * @param {import('firebase/storage').FirebaseStorage} storage
 * @param {string} path
 * @param {{ bytes: Buffer, type: string }} file
 */
export async function uploadOnce(storage, path, file) {
  const object = ref(storage, path);
  const uploaded = await getMetadata(object).then(
    () => true,
    (error) => (error?.code === 'storage/object-not-found' ? false : Promise.reject(error)),
  );
  if (!uploaded) await uploadBytes(object, file.bytes, { contentType: file.type });
}
