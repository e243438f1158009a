/**
 * The platform settings form's values, turned into updatePlatformSettings' input with a message
 * per field: the numbers are read here, everything else is checked by the callable's own schema
 * (whole days, 1–365, auto-approval after the overdue limit, the bonus ceiling's and the hourly
 * floor's ranges), so the
 * form and the function refuse the same things.
 */
import type { z } from 'zod';
import { updatePlatformSettingsInput } from '@groundtruth/domain/callables';
import { DEFAULT_MAX_BONUS_CENTS } from '@groundtruth/domain/bonuses';
import { DEFAULT_REVIEW_CHECKS } from '@groundtruth/domain/constants';
import { DEFAULT_MIN_HOURLY_RATE_CENTS } from '@groundtruth/domain/fair-pay';
import type { PlatformSettings } from '@groundtruth/domain/entities';
import { parseDollarsToCents } from '@groundtruth/domain/money';

/** The form's fields, as typed. */
export interface SettingsFormValues {
  overdueDays: string;
  autoApproveDays: string;
  /** Empty: until each task's due date. */
  defaultWorkingTimeHours: string;
  /** Whole percent of rejections held for a blind second opinion. */
  secondOpinionPercent: string;
  /** Whole percent of each reviewer's queue that is gold items. */
  goldPercent: string;
  /** The largest single bonus, in dollars ("500.00"). */
  maxBonusDollars: string;
  /** The hourly floor no task is published under, in dollars an hour ("8.00"). */
  minHourlyRateDollars: string;
}

export type SettingsField = keyof SettingsFormValues;
export type SettingsFormErrors = Partial<Record<SettingsField, string>>;
export type SettingsInput = z.output<typeof updatePlatformSettingsInput>;

/** The visible label of each field; messages start with it. */
export const settingsFieldLabels: Record<SettingsField, string> = {
  overdueDays: 'Overdue after (days)',
  autoApproveDays: 'Approve automatically after (days)',
  defaultWorkingTimeHours: 'Default working time (hours)',
  secondOpinionPercent: 'Second opinions (% of rejections)',
  goldPercent: 'Gold items (% of each reviewer’s queue)',
  maxBonusDollars: 'Largest single bonus (USD)',
  minHourlyRateDollars: 'Minimum hourly rate (USD)',
};

/** The form field each of the callable's input fields comes from. */
const fieldOf: Record<string, SettingsField> = {
  reviewOverdueDays: 'overdueDays',
  reviewAutoApproveDays: 'autoApproveDays',
  defaultWorkingTimeHours: 'defaultWorkingTimeHours',
  secondOpinionRate: 'secondOpinionPercent',
  goldRate: 'goldPercent',
  maxBonusCents: 'maxBonusDollars',
  minHourlyRateCents: 'minHourlyRateDollars',
};

const percentFields: readonly SettingsField[] = ['secondOpinionPercent', 'goldPercent'];
/** A share as the form shows it: 0.2 → "20". */
const percent = (share: number) => String(Math.round(share * 100));

/** Cents as the form shows dollars: 50000 → "500.00" (no symbol or grouping, as typed). */
const dollars = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The form's values for the settings in force. */
export function settingsFormValues(settings: PlatformSettings): SettingsFormValues {
  return {
    overdueDays: String(settings.review_overdue_days),
    autoApproveDays: String(settings.review_auto_approve_days),
    defaultWorkingTimeHours:
      settings.default_working_time_hours === null
        ? ''
        : String(settings.default_working_time_hours),
    secondOpinionPercent: percent(
      settings.second_opinion_rate ?? DEFAULT_REVIEW_CHECKS.second_opinion_rate,
    ),
    goldPercent: percent(settings.gold_rate ?? DEFAULT_REVIEW_CHECKS.gold_rate),
    maxBonusDollars: dollars(settings.max_bonus_cents ?? DEFAULT_MAX_BONUS_CENTS),
    minHourlyRateDollars: dollars(settings.min_hourly_rate_cents ?? DEFAULT_MIN_HOURLY_RATE_CENTS),
  };
}

/** "Overdue after (days) must be a whole number of days". */
function notWhole(field: SettingsField): string {
  if (field === 'maxBonusDollars')
    return `${settingsFieldLabels[field]} must be an amount in dollars, e.g. 500 or 499.99`;
  if (field === 'minHourlyRateDollars')
    return `${settingsFieldLabels[field]} must be an amount in dollars, e.g. 8 or 8.50`;
  if (percentFields.includes(field)) return `${settingsFieldLabels[field]} must be a whole percent`;
  const unit = field === 'defaultWorkingTimeHours' ? 'hours' : 'days';
  return `${settingsFieldLabels[field]} must be a whole number of ${unit}`;
}

/** A schema issue in the words of the field it is about. */
function issueMessage(field: SettingsField, issue: z.core.$ZodIssue): string {
  const label = settingsFieldLabels[field];
  // The schema's own messages are written to follow the field's name ("must be …").
  if (/^[a-z]/.test(issue.message)) return `${label} ${issue.message}`;
  if (issue.code === 'too_small') return `${label} must be at least ${String(issue.minimum)}`;
  if (issue.code === 'too_big') return `${label} must be at most ${String(issue.maximum)}`;
  return notWhole(field);
}

/**
 * A refusal of the callable ("reviewAutoApproveDays: must be more days than the overdue limit")
 * as the message of the field it names; null when it names none of the form's fields.
 */
export function fieldErrorOf(message: string): { field: SettingsField; message: string } | null {
  const match = /^(\w+): (.+)$/.exec(message);
  const field = match ? fieldOf[match[1]!] : undefined;
  return field ? { field, message: `${settingsFieldLabels[field]} ${match![2]}` } : null;
}

/** The form's values as updatePlatformSettings' input, or the message of each invalid field. */
export function toSettingsInput(
  values: SettingsFormValues,
): { ok: true; input: SettingsInput } | { ok: false; errors: SettingsFormErrors } {
  const errors: SettingsFormErrors = {};
  const number = (field: SettingsField, optional: boolean): number | null => {
    const text = values[field].trim();
    if (text === '' && optional) return null;
    // Numbers only reach the schema, which says what is wrong with them.
    if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
    errors[field] = notWhole(field);
    return Number.NaN;
  };
  const money = (field: 'maxBonusDollars' | 'minHourlyRateDollars'): number => {
    // A form kept from before the floor was a setting has none: the floor in force stays.
    const cents = parseDollarsToCents(values[field] ?? '');
    if (cents !== null) return cents;
    errors[field] = notWhole(field);
    return Number.NaN;
  };
  const parsed = updatePlatformSettingsInput.safeParse({
    reviewOverdueDays: number('overdueDays', false),
    reviewAutoApproveDays: number('autoApproveDays', false),
    defaultWorkingTimeHours: number('defaultWorkingTimeHours', true),
    secondOpinionRate: number('secondOpinionPercent', false)! / 100,
    goldRate: number('goldPercent', false)! / 100,
    maxBonusCents: money('maxBonusDollars'),
    minHourlyRateCents: money('minHourlyRateDollars'),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = issueMessage(field, issue);
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}
