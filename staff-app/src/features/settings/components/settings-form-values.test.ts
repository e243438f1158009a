import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_SETTINGS } from '@groundtruth/domain/constants';
import { fieldErrorOf, settingsFormValues, toSettingsInput } from './settings-form-values';

const valid = {
  overdueDays: ' 5 ',
  autoApproveDays: '14',
  defaultWorkingTimeHours: '48',
  secondOpinionPercent: '20',
  goldPercent: '5',
  maxBonusDollars: '500.00',
  minHourlyRateDollars: '8.00',
};

describe('toSettingsInput', () => {
  it("should turn the fields into updatePlatformSettings' input", () => {
    expect(toSettingsInput(valid)).toEqual({
      ok: true,
      input: {
        reviewOverdueDays: 5,
        reviewAutoApproveDays: 14,
        defaultWorkingTimeHours: 48,
        secondOpinionRate: 0.2,
        goldRate: 0.05,
        maxBonusCents: 50_000,
        minHourlyRateCents: 800,
      },
    });
  });

  it('should send null for an empty default working time (until the due date)', () => {
    expect(toSettingsInput({ ...valid, defaultWorkingTimeHours: ' ' })).toMatchObject({
      ok: true,
      input: { defaultWorkingTimeHours: null },
    });
  });

  it.each([
    [
      'autoApproveDays',
      { autoApproveDays: '5' },
      'Approve automatically after (days) must be more days than the overdue limit',
    ],
    ['overdueDays', { overdueDays: '0' }, 'Overdue after (days) must be at least 1'],
    ['overdueDays', { overdueDays: '' }, 'Overdue after (days) must be a whole number of days'],
    ['overdueDays', { overdueDays: '2.5' }, 'Overdue after (days) must be a whole number of days'],
    [
      'autoApproveDays',
      { autoApproveDays: '366' },
      'Approve automatically after (days) must be at most 365',
    ],
    [
      'defaultWorkingTimeHours',
      { defaultWorkingTimeHours: 'two days' },
      'Default working time (hours) must be a whole number of hours',
    ],
    [
      'defaultWorkingTimeHours',
      { defaultWorkingTimeHours: '0' },
      'Default working time (hours) must be at least 1 hour',
    ],
    [
      'defaultWorkingTimeHours',
      { defaultWorkingTimeHours: '2161' },
      'Default working time (hours) must be at most 2160 hours (90 days)',
    ],
    [
      'secondOpinionPercent',
      { secondOpinionPercent: '101' },
      'Second opinions (% of rejections) must be 100% or less',
    ],
    [
      'secondOpinionPercent',
      { secondOpinionPercent: '' },
      'Second opinions (% of rejections) must be a whole percent',
    ],
    [
      'goldPercent',
      { goldPercent: '2.5' },
      'Gold items (% of each reviewer’s queue) must be a whole percent',
    ],
    [
      'goldPercent',
      { goldPercent: '-1' },
      'Gold items (% of each reviewer’s queue) must be 0% or more',
    ],
    [
      'maxBonusDollars',
      { maxBonusDollars: 'lots' },
      'Largest single bonus (USD) must be an amount in dollars, e.g. 500 or 499.99',
    ],
    [
      'maxBonusDollars',
      { maxBonusDollars: '0' },
      'Largest single bonus (USD) must be more than $0.00',
    ],
    [
      'maxBonusDollars',
      { maxBonusDollars: '100000.01' },
      'Largest single bonus (USD) must be at most $100,000.00',
    ],
  ] as const)('should name %s when it is invalid (%j)', (field, change, message) => {
    const result = toSettingsInput({ ...valid, ...change });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({ [field]: message });
  });
});

describe('settings form helpers', () => {
  it('should show the settings in force, an unset working time as empty', () => {
    expect(
      settingsFormValues({ ...DEFAULT_PLATFORM_SETTINGS, updated_at: null, updated_by: null }),
    ).toEqual({
      overdueDays: '7',
      autoApproveDays: '21',
      defaultWorkingTimeHours: '',
      secondOpinionPercent: '20',
      goldPercent: '5',
      maxBonusDollars: '500.00',
      minHourlyRateDollars: '8.00',
    });
  });

  it('should take the hourly floor in dollars and cents, and name it when it is not an amount', () => {
    expect(toSettingsInput({ ...valid, minHourlyRateDollars: '$12.5' })).toMatchObject({
      ok: true,
      input: { minHourlyRateCents: 1250 },
    });
    expect(toSettingsInput({ ...valid, minHourlyRateDollars: 'eight' })).toEqual({
      ok: false,
      errors: {
        minHourlyRateDollars:
          'Minimum hourly rate (USD) must be an amount in dollars, e.g. 8 or 8.50',
      },
    });
  });

  it('should take the bonus ceiling in dollars and cents', () => {
    expect(toSettingsInput({ ...valid, maxBonusDollars: '$250.5' })).toMatchObject({
      ok: true,
      input: { maxBonusCents: 25_050 },
    });
  });

  it("should read the callable's refusal of a field as that field's message", () => {
    expect(fieldErrorOf('reviewAutoApproveDays: must be more days than the overdue limit')).toEqual(
      {
        field: 'autoApproveDays',
        message: 'Approve automatically after (days) must be more days than the overdue limit',
      },
    );
    expect(fieldErrorOf('Only admins can change platform settings')).toBeNull();
    expect(fieldErrorOf('input: unknown field "x"')).toBeNull();
  });
});
