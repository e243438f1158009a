import { describe, expect, it } from 'vitest';
import { checkFile, checkFileCount, fileProblems } from './media-checks';
import { submissionProblems } from './submission-checks';
import {
  describeFacts,
  describeRequirements,
  formatDuration,
  hasRequirements,
  mediaKindOfType,
  mediaRequirementsSchema,
  type MediaRequirements,
} from './media-requirements';
import { mailTranslator } from './i18n/mail';
import { mediaCheckWords } from './words/media-checks';
import { mediaFactsFromMediaInfo, mediaFactsSchema, type MediaFacts } from './media-facts';

const video = (facts: Partial<MediaFacts> = {}): MediaFacts => ({
  type: 'video',
  format: 'MPEG-4',
  width: 1920,
  height: 1080,
  duration_s: 30,
  fps: 30,
  codec: 'AVC',
  audio: true,
  sample_rate_hz: 48000,
  ...facts,
});

const fullHd: MediaRequirements = {
  video: { min_width: 1920, min_height: 1080, min_duration_s: 5, max_duration_s: 60 },
};

const failed = (requirements: MediaRequirements, facts: MediaFacts | null, size = 1000) =>
  checkFile(requirements, facts, size)
    .filter((v) => !v.met)
    .map((v) => v.message);

describe('mediaRequirementsSchema', () => {
  it('should take the requirements’ shape, every field optional', () => {
    const full = {
      kinds: ['video', 'audio'],
      max_file_bytes: 2_000_000_000,
      min_files: 1,
      max_files: 3,
      video: {
        min_width: 1920,
        min_height: 1080,
        min_duration_s: 5,
        max_duration_s: 300,
        audio: 'required',
        max_fps: 60,
      },
      audio: { min_duration_s: 1, max_duration_s: 600, min_sample_rate_hz: 44100 },
      image: { min_width: 800, min_height: 600 },
    };
    expect(mediaRequirementsSchema.parse(full)).toEqual(full);
    expect(mediaRequirementsSchema.parse({})).toEqual({});
  });

  it.each([
    [{ video: { min_width: 12.5 } }, 'video.min_width'],
    [{ video: { min_duration_s: 0 } }, 'video.min_duration_s'],
    [{ video: { min_duration_s: 60, max_duration_s: 10 } }, 'video.max_duration_s'],
    [{ audio: { min_duration_s: 60, max_duration_s: 10 } }, 'audio.max_duration_s'],
    [{ min_files: 3, max_files: 2 }, 'max_files'],
    [{ kinds: [] }, 'kinds'],
    [{ kinds: ['spreadsheet'] }, 'kinds.0'],
    [{ video: { audio: 'maybe' } }, 'video.audio'],
    [{ video: { min_width: 100, colour: 'red' } }, 'video'],
    [{ max_file_bytes: -1 }, 'max_file_bytes'],
  ])('should refuse %j at %s', (value, path) => {
    const result = mediaRequirementsSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('should tell a task with requirements from one without', () => {
    expect(hasRequirements(null)).toBe(false);
    expect(hasRequirements({})).toBe(false);
    expect(hasRequirements({ video: {} })).toBe(false);
    expect(hasRequirements({ video: { audio: 'required' } })).toBe(true);
    expect(hasRequirements({ max_files: 1 })).toBe(true);
  });

  it('should check stored facts', () => {
    expect(mediaFactsSchema.parse(video())).toEqual(video());
    expect(mediaFactsSchema.safeParse({ ...video(), type: 'hologram' }).success).toBe(false);
  });
});

describe('checkFile: resolution in either orientation', () => {
  it('should let a 1080 × 1920 portrait clip meet 1920 × 1080', () => {
    expect(failed(fullHd, video({ width: 1080, height: 1920 }))).toEqual([]);
  });

  it('should refuse 1280 × 720 in either orientation, in words', () => {
    expect(failed(fullHd, video({ width: 1280, height: 720 }))).toEqual([
      '1280 × 720 — this task needs at least 1920 × 1080',
    ]);
    expect(failed(fullHd, video({ width: 720, height: 1280 }))).toEqual([
      '720 × 1280 — this task needs at least 1920 × 1080',
    ]);
  });

  it('should refuse a wide but short picture (2560 × 1000 for 1920 × 1080)', () => {
    expect(failed(fullHd, video({ width: 2560, height: 1000 }))).toHaveLength(1);
  });

  it('should count missing facts as not met, saying they are unknown', () => {
    expect(failed(fullHd, video({ width: null, height: null, duration_s: null }))).toEqual([
      'resolution unknown — this task needs at least 1920 × 1080',
      'duration unknown — this task needs at least 0:05',
      'duration unknown — this task needs at most 1:00',
    ]);
  });
});

describe('checkFile: every requirement', () => {
  it('should judge duration, sound, frame rate, size and kind', () => {
    const requirements: MediaRequirements = {
      kinds: ['video'],
      max_file_bytes: 1_000_000,
      video: { min_duration_s: 10, max_duration_s: 20, audio: 'required', max_fps: 30 },
    };
    expect(
      failed(requirements, video({ duration_s: 4.6, audio: false, fps: 60 }), 2_000_000),
    ).toEqual([
      '1.91 MB — this task accepts files up to 976.6 KB',
      '0:04 — this task needs at least 0:10',
      'no sound — this task needs video with sound',
      '60 fps — this task needs at most 30 fps',
    ]);
    expect(failed(requirements, video({ duration_s: 25 }))).toEqual([
      '0:25 — this task needs at most 0:20',
    ]);
    // Tenths when whole seconds would read the same as the bound.
    expect(failed(requirements, video({ duration_s: 20.4 }))).toEqual([
      '0:20.4 — this task needs at most 0:20',
    ]);
    expect(failed(requirements, video({ duration_s: 20.96 }))).toEqual([
      '0:21.0 — this task needs at most 0:20',
    ]);
    expect(failed(requirements, video({ duration_s: 9.95 }))).toEqual([
      '0:09 — this task needs at least 0:10',
    ]);
    expect(failed(requirements, { ...video(), type: 'image' })).toEqual([
      'image — this task accepts video',
    ]);
    expect(failed(requirements, null)).toEqual([
      'not a file this product can read — this task accepts video',
    ]);
  });

  it('should judge audio by duration and sample rate, images by resolution', () => {
    const audio: MediaFacts = {
      ...video({ width: null, height: null, fps: null, codec: 'PCM' }),
      type: 'audio',
      duration_s: 2,
      sample_rate_hz: 16000,
    };
    expect(failed({ audio: { min_duration_s: 3, min_sample_rate_hz: 44100 } }, audio)).toEqual([
      '0:02 — this task needs at least 0:03',
      '16,000 Hz — this task needs at least 44,100 Hz',
    ]);
    const image: MediaFacts = { ...video({ width: 800, height: 600 }), type: 'image' };
    expect(failed({ image: { min_width: 1024, min_height: 768 } }, image)).toEqual([
      '800 × 600 — this task needs at least 1024 × 768',
    ]);
    // Video requirements do not apply to an image, nor image ones to a video.
    expect(failed(fullHd, image)).toEqual([]);
  });

  it('should judge nothing for a task without requirements', () => {
    expect(checkFile(null, video({ width: 1, height: 1 }), 1)).toEqual([]);
    expect(checkFile(undefined, null, 1)).toEqual([]);
  });
});

describe('just met', () => {
  it('should flag a fact within 5 % of its bound, and not one further off', () => {
    const at = (facts: MediaFacts) =>
      Object.fromEntries(checkFile(fullHd, facts, 1).map((v) => [v.requirement, v.justMet]));
    expect(at(video({ width: 1920, height: 1080, duration_s: 5.1 }))).toEqual({
      resolution: true,
      min_duration: true,
      max_duration: false,
    });
    expect(at(video({ width: 3840, height: 2160, duration_s: 59 }))).toEqual({
      resolution: false,
      min_duration: false,
      max_duration: true,
    });
    expect(at(video({ width: 3840, height: 2160, duration_s: 30 }))).toEqual({
      resolution: false,
      min_duration: false,
      max_duration: false,
    });
  });

  it('should never flag a requirement that was not met', () => {
    const verdicts = checkFile(fullHd, video({ width: 1919, height: 1080 }), 1);
    expect(verdicts.find((v) => v.requirement === 'resolution')).toMatchObject({
      met: false,
      justMet: false,
    });
  });
});

describe('the refusal in words', () => {
  it('should name the file before each failed requirement', () => {
    const verdicts = checkFile(fullHd, video({ width: 640, height: 360 }), 1);
    expect(fileProblems('clip.mp4', verdicts)).toEqual([
      'clip.mp4: 640 × 360 — this task needs at least 1920 × 1080',
    ]);
  });

  it('should count files', () => {
    const messages = (n: number) =>
      checkFileCount({ min_files: 2, max_files: 3 }, n)
        .filter((v) => !v.met)
        .map((v) => v.message);
    expect(messages(1)).toEqual(['1 file — this task needs at least 2 files']);
    expect(messages(2)).toEqual([]);
    expect(messages(4)).toEqual(['4 files — this task needs at most 3 files']);
  });

  const window = {
    openedAt: new Date('2026-11-01T00:00:00Z'),
    submittedAt: new Date('2026-11-28T12:00:00Z'),
  };

  it('should list a submission’s problems, count first, and judge unknown files by size only', () => {
    const requirements: MediaRequirements = { ...fullHd, min_files: 3, max_file_bytes: 500 };
    expect(
      submissionProblems(
        requirements,
        [
          { name: 'a.mp4', size: 100, media: video({ width: 640, height: 360 }) },
          { name: 'old.mp4', size: 100 },
          { name: 'big.mp4', size: 1000 },
        ],
        window,
      ),
    ).toEqual([
      'a.mp4: 640 × 360 — this task needs at least 1920 × 1080',
      'big.mp4: 1000 bytes — this task accepts files up to 500 bytes',
    ]);
    expect(submissionProblems(requirements, [{ name: 'a.mp4', size: 1 }], window)).toEqual([
      '1 file — this task needs at least 3 files',
    ]);
    expect(submissionProblems(null, [{ name: 'a.mp4', size: 1e12 }], window)).toEqual([]);
  });

  it('should describe requirements and facts for people', () => {
    expect(
      describeRequirements({ kinds: ['video'], min_files: 1, max_files: 1, ...fullHd }),
    ).toEqual([
      'Accepts: video',
      'Files: exactly 1',
      'Video: at least 1920 × 1080, 0:05 to 1:00 long',
    ]);
    expect(describeFacts(video({ width: 1080, height: 1920 }), 2048)).toBe(
      'MPEG-4 (AVC) · 1080 × 1920 · 0:30 · 30 fps · with sound · 48,000 Hz · 2.00 KB',
    );
    expect(formatDuration(3725)).toBe('1:02:05');
  });

  it('should say requirements, facts and verdicts in the language of the table passed', () => {
    const es = mailTranslator('es').table('mediaChecks', mediaCheckWords);
    const de = mailTranslator('de').table('mediaChecks', mediaCheckWords);
    expect(
      describeRequirements(
        { kinds: ['video'], min_files: 2, video: { ...fullHd.video, audio: 'required' } },
        es,
      ),
    ).toEqual([
      'Acepta: vídeo',
      'Archivos: al menos 2',
      'Vídeo: al menos 1920 × 1080, de 0:05 a 1:00 de duración, con sonido',
    ]);
    expect(describeFacts(video({ audio: false }), undefined, de)).toBe(
      'MPEG-4 (AVC) · 1920 × 1080 · 0:30 · 30 fps · ohne Ton · 48,000 Hz',
    );
    const sound: MediaRequirements = {
      video: { audio: 'required', min_width: 1920, min_height: 1080 },
    };
    expect(
      checkFile(sound, video({ audio: false, width: 1280, height: 720 }), 1, es)
        .filter((v) => !v.met)
        .map((v) => v.message),
    ).toEqual([
      '1280 × 720 — esta tarea necesita al menos 1920 × 1080',
      'sin sonido — esta tarea necesita vídeo con sonido',
    ]);
    expect(checkFileCount({ min_files: 3 }, 1, es)[0]?.message).toBe(
      '1 archivo — esta tarea necesita al menos 3 archivos',
    );
    // English, as the API and the staff read them, when no table is passed.
    expect(checkFileCount({ min_files: 3 }, 1)[0]?.message).toBe(
      '1 file — this task needs at least 3 files',
    );
  });
});

describe('mediaFactsFromMediaInfo', () => {
  it('should read a video’s tracks, strings or numbers', () => {
    expect(
      mediaFactsFromMediaInfo('video', [
        { '@type': 'General', Format: 'MPEG-4', Duration: '5.000' },
        { '@type': 'Video', Format: 'AVC', Width: 1080, Height: '1920', FrameRate: 30 },
        { '@type': 'Audio', Format: 'AAC', SamplingRate: 48000 },
      ]),
    ).toEqual(video({ width: 1080, height: 1920, duration_s: 5 }));
  });

  it('should call a video container with only sound audio, and one with nothing silent', () => {
    expect(
      mediaFactsFromMediaInfo('video', [
        { '@type': 'General', Format: 'MPEG-4', Duration: 12 },
        { '@type': 'Audio', Format: 'AAC', SamplingRate: 44100 },
      ]),
    ).toMatchObject({ type: 'audio', duration_s: 12, sample_rate_hz: 44100, codec: 'AAC' });
    expect(mediaFactsFromMediaInfo('video', [{ '@type': 'General' }])).toMatchObject({
      type: 'video',
      width: null,
      audio: false,
    });
  });

  it('should read an image from its Image track and leave time facts empty', () => {
    expect(
      mediaFactsFromMediaInfo('image', [
        { '@type': 'General', Format: 'PNG' },
        { '@type': 'Image', Format: 'PNG', Width: 800, Height: 600 },
      ]),
    ).toEqual({
      type: 'image',
      format: 'PNG',
      width: 800,
      height: 600,
      duration_s: null,
      fps: null,
      codec: null,
      audio: null,
      sample_rate_hz: null,
    });
  });

  it('should name the kind of a sniffed type', () => {
    expect(mediaKindOfType('video/quicktime')).toBe('video');
    expect(mediaKindOfType('audio/mpeg')).toBe('audio');
    expect(mediaKindOfType('image/heic')).toBe('image');
    expect(mediaKindOfType('application/pdf')).toBe('document');
    expect(mediaKindOfType('application/zip')).toBeUndefined();
  });
});
