// Real sample media for the media-inspection tests, the demo seed, the journeys and the bench: small files
// of each kind a creator uploads, made with ffmpeg (Debian's; .ci/run installs it) into the
// gitignored .sample-media/ on first use. Each file is made by one process (a lock file beside it
// while it is made), under a temporary name, then renamed: processes asking at once make it once
// and all end with whole files. A recipe change (RECIPES_VERSION) makes every file again.
// Run `node dev-stack/src/samples/sample-media.mjs` to make them and print their paths.
//
// No HEIC: Debian's ffmpeg 5.1 has no HEIF muxer (it writes AVIF, which the product does not take).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');

/** Where the samples live (gitignored); GT_SAMPLE_MEDIA_DIR moves it. */
export const sampleMediaDir = process.env.GT_SAMPLE_MEDIA_DIR ?? path.join(root, '.sample-media');

/** Bump when a recipe changes: the files are made again. */
const RECIPES_VERSION = 1;

// A moving test picture (so frames differ) and a 440 Hz tone; small, fast, deterministic.
const picture = (size, seconds, rate = 25) => [
  '-f',
  'lavfi',
  '-i',
  `testsrc2=size=${size}:rate=${rate}:duration=${seconds}`,
];
const tone = (seconds, rate = 48000) => [
  '-f',
  'lavfi',
  '-i',
  `sine=frequency=440:sample_rate=${rate}:duration=${seconds}`,
];
const h264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '34', '-pix_fmt', 'yuv420p'];
const aac = ['-c:a', 'aac', '-b:a', '64k'];
/** Where a located sample says it was made, as a phone's recorder tags it. */
const located = ['-metadata', 'location=+48.8584+002.2945/'];

/** A one-page PDF: what a creator's "video" sometimes really is. */
function pdfBytes() {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.from(body, 'latin1');
}

/**
 * Every sample: its file name, what it is (as the tests assert it), and the ffmpeg arguments
 * that make it (or `bytes` for the one not made by ffmpeg).
 */
export const sampleMediaRecipes = {
  /** 1280 × 720, 5 s, 25 fps, H.264 + AAC 48 kHz, moov first (faststart). */
  mp4Faststart: {
    file: 'clip-720p-faststart.mp4',
    args: [
      ...picture('1280x720', 5),
      ...tone(5),
      ...h264,
      ...aac,
      '-shortest',
      '-movflags',
      '+faststart',
    ],
  },
  /** The same picture with the moov box after the media data (a phone's usual MP4). */
  mp4MoovAtEnd: {
    file: 'clip-720p-moov-at-end.mp4',
    args: [...picture('1280x720', 5), ...tone(5), ...h264, ...aac, '-shortest'],
  },
  /** 1280 × 720, 5 s, no sound track at all. */
  mp4Silent: {
    file: 'clip-720p-silent.mp4',
    args: [...picture('1280x720', 5), ...h264, '-an', '-movflags', '+faststart'],
  },
  /** 640 × 360, 5 s, with sound: under a 1280 × 720 requirement. */
  mp4Small: {
    file: 'clip-640x360.mp4',
    args: [
      ...picture('640x360', 5),
      ...tone(5),
      ...h264,
      ...aac,
      '-shortest',
      '-movflags',
      '+faststart',
    ],
  },
  /** 1080 × 1920 portrait, 3 s, 30 fps, low bitrate, with sound. */
  mp4Portrait: {
    file: 'clip-portrait-1080x1920.mp4',
    args: [
      ...picture('1080x1920', 3, 30),
      ...tone(3),
      ...h264.map((a) => (a === '34' ? '40' : a)),
      ...aac,
      '-shortest',
      '-movflags',
      '+faststart',
    ],
  },
  /** 640 × 360, 4 s, VP8 + Vorbis in WebM. */
  webm: {
    file: 'clip-640x360.webm',
    args: [
      ...picture('640x360', 4),
      ...tone(4),
      '-c:v',
      'libvpx',
      '-deadline',
      'realtime',
      '-b:v',
      '300k',
      '-c:a',
      'libvorbis',
      '-shortest',
    ],
  },
  /** 1280 × 720, 4 s, H.264 + AAC in QuickTime (brand 'qt  '). */
  mov: {
    file: 'clip-720p.mov',
    args: [...picture('1280x720', 4), ...tone(4), ...h264, ...aac, '-shortest', '-f', 'mov'],
  },
  /** 3 s of tone, 44.1 kHz, MP3. */
  mp3: {
    file: 'tone-44k.mp3',
    args: [...tone(3, 44100), '-c:a', 'libmp3lame', '-b:a', '64k'],
  },
  /** 2 s of tone, 16 kHz mono 16-bit PCM WAV. */
  wav: { file: 'tone-16k.wav', args: [...tone(2, 16000), '-c:a', 'pcm_s16le'] },
  /** A 1920 × 1080 photo (JPEG). */
  jpeg: {
    file: 'photo-1920x1080.jpg',
    args: [...picture('1920x1080', 1, 1), '-frames:v', '1', '-q:v', '12'],
  },
  /** An 800 × 600 picture (PNG). */
  png: {
    file: 'picture-800x600.png',
    args: [...picture('800x600', 1, 1), '-frames:v', '1'],
  },
  /**
   * A phone's clip as an iPhone writes one: 1280 × 720, 2 s, QuickTime metadata keys naming the
   * device, when it was recorded and where (com.apple.quicktime.location.ISO6709).
   */
  mp4Located: {
    file: 'clip-720p-located.mp4',
    args: [
      ...picture('1280x720', 2),
      ...h264,
      '-an',
      ...['-metadata', 'com.apple.quicktime.location.ISO6709=+48.8584+002.2945+035.000/'],
      ...['-metadata', 'com.apple.quicktime.make=Apple'],
      ...['-metadata', 'com.apple.quicktime.model=iPhone 15'],
      ...['-metadata', 'com.apple.quicktime.creationdate=2026-11-20T09:30:00+0100'],
      ...['-movflags', '+use_metadata_tags+faststart'],
    ],
  },
  /** An Android-style MOV whose user data carries where it was recorded (a ©xyz atom). */
  movLocated: {
    file: 'clip-720p-located.mov',
    args: [
      ...picture('1280x720', 2),
      ...h264,
      '-an',
      ...['-metadata', 'location=+48.8584+002.2945/'],
      ...['-metadata', 'make=Samsung'],
      ...['-metadata', 'model=SM-S918B'],
      '-f',
      'mov',
    ],
  },
  /**
   * An MP4 whose user data carries where it was recorded in a 3GPP location box (`loci`): what
   * ffmpeg's MP4 muxer and some Android phones write.
   */
  mp4Loci: {
    file: 'clip-720p-loci.mp4',
    args: [...picture('1280x720', 2), ...h264, '-an', ...located, '-f', 'mp4'],
  },
  /** A recording whose ID3 tag says where it was made (a user text frame, "location"). */
  mp3Located: {
    file: 'tone-located.mp3',
    args: [...tone(2, 44100), '-c:a', 'libmp3lame', '-b:a', '64k', ...located],
  },
  /** A FLAC whose comments say where it was made (LOCATION). */
  flacLocated: { file: 'tone-located.flac', args: [...tone(2, 44100), '-c:a', 'flac', ...located] },
  /** An Ogg Vorbis whose comments say where it was made. */
  oggLocated: {
    file: 'tone-located.ogg',
    args: [...tone(2, 44100), '-c:a', 'libvorbis', ...located],
  },
  /** A PDF named like a video: its bytes say what it is. */
  pdfAsMp4: { file: 'report-renamed.mp4', bytes: pdfBytes },
};

/** @typedef {keyof typeof sampleMediaRecipes} SampleMediaName */

async function make(name, target) {
  const recipe = sampleMediaRecipes[name];
  const partial = `${target}.${process.pid}.${Date.now()}.part${path.extname(target)}`;
  try {
    if ('bytes' in recipe) {
      fs.writeFileSync(partial, recipe.bytes());
    } else {
      // -map_metadata -1 and -fflags +bitexact keep the files the same from run to run.
      await run(
        'ffmpeg',
        [
          '-hide_banner',
          '-loglevel',
          'error',
          '-y',
          ...recipe.args,
          '-map_metadata',
          '-1',
          '-fflags',
          '+bitexact',
          partial,
        ],
        { timeout: 120_000 },
      ).catch((error) => {
        if (error?.code !== 'ENOENT') throw error;
        throw new Error(
          'ffmpeg is needed to make the sample media (Debian: apt-get install ffmpeg)',
        );
      });
    }
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** How long a lock whose maker never wrote its pid may stand before it counts as abandoned. */
const UNCLAIMED_LOCK_MS = 60_000;

/** Whether the process that took `lock` (its pid, written inside) is still running. */
function lockHeld(lock) {
  let pid;
  let since;
  try {
    pid = Number(fs.readFileSync(lock, 'utf8'));
    since = fs.statSync(lock).mtimeMs;
  } catch {
    return false; // released meanwhile
  }
  if (!pid) return Date.now() - since < UNCLAIMED_LOCK_MS; // taken, its pid not written yet
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error?.code === 'EPERM';
  }
}

/**
 * Makes `target` unless it is there, one process at a time: the test files of a fresh clone
 * that ask at once (in several worker processes) would otherwise each run every ffmpeg recipe.
 * The others wait for the maker's file; a lock left by a process that died is taken over.
 * @param {string} name one of sampleMediaRecipes
 * @param {string} target
 */
export async function makeSampleOnce(name, target) {
  const lock = `${target}.lock`;
  while (!fs.existsSync(target)) {
    let handle;
    try {
      handle = fs.openSync(lock, 'wx');
    } catch (error) {
      if (error?.code !== 'EEXIST') throw error;
      if (lockHeld(lock)) await new Promise((resolve) => setTimeout(resolve, 250));
      else fs.rmSync(lock, { force: true });
      continue;
    }
    try {
      fs.writeSync(handle, String(process.pid));
      fs.closeSync(handle);
      if (!fs.existsSync(target)) await make(name, target);
    } finally {
      fs.rmSync(lock, { force: true });
    }
  }
}

let made;

/**
 * The path of each sample file, making (once per process, and only what is missing or from an
 * older recipe) what is not there yet.
 * @returns {Promise<Record<SampleMediaName, string>>}
 */
export function sampleMedia() {
  made ??= (async () => {
    const dir = path.join(sampleMediaDir, `v${RECIPES_VERSION}`);
    fs.mkdirSync(dir, { recursive: true });
    const entries = Object.entries(sampleMediaRecipes).map(([name, recipe]) => [
      name,
      path.join(dir, recipe.file),
    ]);
    // Two at a time: the machine has two cores.
    const missing = entries.filter(([, file]) => !fs.existsSync(file));
    for (let i = 0; i < missing.length; i += 2) {
      await Promise.all(missing.slice(i, i + 2).map(([name, file]) => makeSampleOnce(name, file)));
    }
    return Object.fromEntries(entries);
  })();
  made.catch(() => {
    made = undefined;
  });
  return made;
}

/**
 * A large MP4 without writing one: the sample `file` (an MP4) with `totalBytes - its size` zero
 * bytes added at the end of its media data box (mdat), whose size field grows to match. Sample
 * offsets stay right (they point before the padding); a moov after the mdat moves to the end of
 * the large file, where an inspection must seek to find it. `chunks()` yields the bytes a piece
 * at a time, for a streamed upload, and `read()` any range of them: the padding is never held in
 * memory.
 * @param {string} file
 * @param {number} totalBytes
 */
export function paddedMp4(file, totalBytes) {
  const bytes = fs.readFileSync(file);
  let offset = 0;
  let mdat;
  while (offset + 8 <= bytes.length) {
    const size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const length =
      size === 1 ? Number(bytes.readBigUInt64BE(offset + 8)) : size || bytes.length - offset;
    if (type === 'mdat') mdat = { offset, length, large: size === 1 };
    offset += length;
  }
  if (!mdat) throw new Error(`${file} has no mdat box`);
  const padding = totalBytes - bytes.length;
  if (padding < 0) throw new Error(`${file} is already larger than ${totalBytes} bytes`);
  const grown = Buffer.from(bytes);
  if (mdat.large) grown.writeBigUInt64BE(BigInt(mdat.length + padding), mdat.offset + 8);
  else if (mdat.length + padding <= 0xffffffff)
    grown.writeUInt32BE(mdat.length + padding, mdat.offset);
  else throw new Error('padding past 4 GiB needs a 64-bit mdat size');
  const head = grown.subarray(0, mdat.offset + mdat.length);
  const tail = grown.subarray(mdat.offset + mdat.length);
  return {
    size: totalBytes,
    /** Where the original moov (or whatever followed the mdat) now starts. */
    tailOffset: head.length + padding,
    /** Up to `length` bytes at `offset`, as a ranged read of the large file would return them. */
    read(offset, length) {
      const end = Math.min(totalBytes, offset + length);
      const out = Buffer.alloc(Math.max(0, end - offset));
      const tailStart = head.length + padding;
      if (offset < head.length) head.copy(out, 0, offset, Math.min(end, head.length));
      if (end > tailStart) {
        const from = Math.max(offset, tailStart);
        tail.copy(out, from - offset, from - tailStart, end - tailStart);
      }
      return out;
    },
    *chunks(chunkBytes = 4 * 1024 * 1024) {
      yield head;
      const zeros = Buffer.alloc(Math.min(chunkBytes, padding));
      for (let left = padding; left > 0; left -= zeros.length) {
        yield left >= zeros.length ? zeros : zeros.subarray(0, left);
      }
      yield tail;
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const started = Date.now();
  const files = await sampleMedia();
  for (const [name, file] of Object.entries(files)) {
    console.log(`${name.padEnd(14)} ${String(fs.statSync(file).size).padStart(8)}  ${file}`);
  }
  console.log(`ready in ${Date.now() - started} ms`);
}
