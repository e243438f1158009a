import { describe, expect, it } from 'vitest';
import { dueDateToIso, emptyTaskForm, parseTags, toCreateTaskInput } from './create-task-form';

const filled = {
  ...emptyTaskForm,
  title: '  Record a street market  ',
  category: 'audio' as const,
  description: ' Dawn sounds. ',
  payout: '$1234.5',
  dueDate: '2030-06-30',
  slots: '12',
  instructionsUrl: ' https://example.com/brief ',
  expectedTimeline: ' 2 days ',
  tags: 'outdoors, , sound ,city',
  status: 'published' as const,
  workingTimeHours: ' 48 ',
  estimatedMinutes: ' 25 ',
};

describe('toCreateTaskInput', () => {
  it('should turn every field into createTask input: cents, quota, tags, due date', () => {
    const result = toCreateTaskInput(filled);
    expect(result).toEqual({
      ok: true,
      input: {
        title: 'Record a street market',
        category: 'audio',
        description: 'Dawn sounds.',
        payoutAmountCents: 123_450,
        quotaLimit: 12,
        status: 'published',
        dueAt: new Date('2030-06-30T23:59:59').toISOString(),
        instructionsUrl: 'https://example.com/brief',
        expectedTimeline: '2 days',
        tags: ['outdoors', 'sound', 'city'],
        workingTimeHours: 48,
        estimatedMinutes: 25,
      },
    });
  });

  it('should send null for the optional fields left empty', () => {
    const result = toCreateTaskInput({
      ...emptyTaskForm,
      title: 'T',
      payout: '25',
      estimatedMinutes: '30',
    });
    expect(result).toMatchObject({
      ok: true,
      input: {
        category: 'video',
        status: 'draft',
        payoutAmountCents: 2500,
        quotaLimit: null,
        dueAt: null,
        instructionsUrl: null,
        expectedTimeline: null,
        tags: [],
        workingTimeHours: null,
      },
    });
  });

  it.each([
    [
      'payout',
      { payout: 'twenty' },
      'Payout amount must be an amount in dollars, e.g. 25 or 25.50',
    ],
    [
      'payout',
      { payout: '25.505' },
      'Payout amount must be an amount in dollars, e.g. 25 or 25.50',
    ],
    ['payout', { payout: '2000000' }, 'Payout amount (USD) must be at most $1,000,000.00'],
    ['slots', { slots: '0' }, 'Slots must be a whole number of 1 or more, or empty for no limit'],
    ['slots', { slots: '-3' }, 'Slots must be a whole number of 1 or more, or empty for no limit'],
    ['title', { title: '   ' }, 'Title is required'],
    ['title', { title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
    ['dueDate', { dueDate: '1999-12-31' }, 'Due date must be in the year 2000 or later'],
    [
      'instructionsUrl',
      { instructionsUrl: 'not a url' },
      'Instructions URL must be an http or https address',
    ],
    [
      'workingTimeHours',
      { workingTimeHours: '1.5' },
      'Working time (hours) must be a whole number of hours',
    ],
    [
      'workingTimeHours',
      { workingTimeHours: 'two days' },
      'Working time (hours) must be a whole number of hours',
    ],
    ['workingTimeHours', { workingTimeHours: '0' }, 'Working time (hours) must be at least 1 hour'],
    [
      'workingTimeHours',
      { workingTimeHours: '2161' },
      'Working time (hours) must be at most 2160 hours (90 days)',
    ],
    ['tags', { tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(',') }, 'Tags: at most 20'],
    ['estimatedMinutes', { estimatedMinutes: ' ' }, 'Estimated time (minutes) is required'],
    [
      'estimatedMinutes',
      { estimatedMinutes: 'half an hour' },
      'Estimated time (minutes) must be a whole number of minutes',
    ],
    [
      'estimatedMinutes',
      { estimatedMinutes: '2.5' },
      'Estimated time (minutes) must be a whole number of minutes',
    ],
    [
      'estimatedMinutes',
      { estimatedMinutes: '0' },
      'Estimated time (minutes) must be at least 1 minute',
    ],
  ] as const)('should name %s when it is invalid (%j)', (field, change, message) => {
    const result = toCreateTaskInput({ ...filled, ...change });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({ [field]: message });
  });
});

describe('form helpers', () => {
  it('should read a day as the end of that day', () => {
    expect(dueDateToIso('2030-01-15')).toBe(new Date(2030, 0, 15, 23, 59, 59).toISOString());
    expect(dueDateToIso('15/01/2030')).toBeNull();
  });

  it('should split tags on commas and drop empty ones', () => {
    expect(parseTags(' a ,b,, c ,')).toEqual(['a', 'b', 'c']);
  });
});
