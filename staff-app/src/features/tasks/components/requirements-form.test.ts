import { describe, expect, it } from 'vitest';
import {
  emptyRequirementsForm,
  requirementsToForm,
  toRequirements,
  type RequirementsFormValues,
} from './requirements-form';

const filled: RequirementsFormValues = {
  ...emptyRequirementsForm,
  kinds: ['video', 'audio'],
  maxFileMb: '2,048',
  minFiles: '1',
  maxFiles: '3',
  videoMinWidth: '1920',
  videoMinHeight: '1080',
  videoMinDuration: '300',
  videoMaxDuration: '600',
  videoSoundRequired: true,
  videoMaxFps: '60',
  audioMinDuration: '30',
  audioMinSampleRate: '44100',
  imageMinWidth: ' 800 ',
};

describe('toRequirements', () => {
  it('should turn the fields into the task’s requirements: bytes, seconds, sound required', () => {
    expect(toRequirements(filled)).toEqual({
      ok: true,
      requirements: {
        kinds: ['video', 'audio'],
        max_file_bytes: 2048 * 1024 * 1024,
        min_files: 1,
        max_files: 3,
        video: {
          min_width: 1920,
          min_height: 1080,
          min_duration_s: 300,
          max_duration_s: 600,
          audio: 'required',
          max_fps: 60,
        },
        audio: { min_duration_s: 30, min_sample_rate_hz: 44100 },
        image: { min_width: 800 },
      },
    });
  });

  it('should keep the kinds in their canonical order and leave out what is empty', () => {
    expect(
      toRequirements({
        ...emptyRequirementsForm,
        kinds: ['document', 'video'],
        audioMaxDuration: '90',
      }),
    ).toEqual({
      ok: true,
      requirements: { kinds: ['video', 'document'], audio: { max_duration_s: 90 } },
    });
  });

  it('should make no requirements null: the task takes any file the product accepts', () => {
    expect(toRequirements(emptyRequirementsForm)).toEqual({ ok: true, requirements: null });
  });

  it('should name each invalid field, by its label, as the schema judges it', () => {
    const result = toRequirements({
      ...emptyRequirementsForm,
      videoMinWidth: '1280.5',
      audioMinSampleRate: 'lots',
      imageMinHeight: '0',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        videoMinWidth: 'Video minimum width (px) must be a whole number of pixels',
        audioMinSampleRate: 'Audio minimum sample rate (Hz) must be a number',
        imageMinHeight: 'Image minimum height (px) must be more than 0',
      },
    });
  });

  it('should refuse a maximum under its minimum, on the maximum’s field', () => {
    expect(
      toRequirements({
        ...emptyRequirementsForm,
        minFiles: '3',
        maxFiles: '2',
        videoMinDuration: '600',
        videoMaxDuration: '300',
      }),
    ).toEqual({
      ok: false,
      errors: {
        maxFiles: 'Maximum files must be at least the minimum number of files',
        videoMaxDuration: 'Video maximum duration (seconds) must be at least the minimum duration',
      },
    });
  });

  it('should say the most a field takes', () => {
    expect(toRequirements({ ...emptyRequirementsForm, maxFiles: '500' })).toEqual({
      ok: false,
      errors: { maxFiles: 'Maximum files must be at most 100' },
    });
  });
});

describe('requirementsToForm', () => {
  it('should show a task’s requirements in the fields, and read back the same requirements', () => {
    const result = toRequirements(filled);
    if (!result.ok) throw new Error('filled is valid');
    const again = requirementsToForm(result.requirements);
    expect(again).toMatchObject({
      maxFileMb: '2048',
      videoSoundRequired: true,
      imageMinHeight: '',
    });
    expect(toRequirements(again)).toEqual(result);
  });

  it('should show empty fields for a task without requirements', () => {
    expect(requirementsToForm(null)).toEqual(emptyRequirementsForm);
  });
});

describe('the origin fields', () => {
  it('should leave AI-generated files refused by default and write only what is chosen', () => {
    expect(toRequirements(emptyRequirementsForm)).toEqual({ ok: true, requirements: null });
    const origin: RequirementsFormValues = {
      ...emptyRequirementsForm,
      acceptAiGenerated: true,
      captureWithinTaskWindow: true,
      capturedBefore: '2026-12-31',
      requireContentCredentials: true,
    };
    const result = toRequirements(origin);
    expect(result).toEqual({
      ok: true,
      requirements: {
        authenticity: {
          refuse_ai_generated: false,
          capture_within_task_window: true,
          captured_before: '2026-12-31',
          require_content_credentials: true,
        },
      },
    });
    if (result.ok) expect(requirementsToForm(result.requirements)).toEqual(origin);
  });

  it('should refuse capture days that run backwards, at the later field', () => {
    expect(
      toRequirements({
        ...emptyRequirementsForm,
        capturedAfter: '2026-12-01',
        capturedBefore: '2026-11-01',
      }),
    ).toEqual({
      ok: false,
      errors: {
        capturedBefore: 'Recorded on or before must be on or after the earliest capture date',
      },
    });
  });
});
