/**
 * A task's eligibility: the qualifications it needs, a track-record gate, and the countries and
 * languages of the creators it is open to. Its own module, because every task carries it
 * (entities, Create Task) while the rest of qualifications loads only on the screens about them.
 */
import { z } from './zod';

/** The most countries, and the most languages, one task's eligibility names. */
export const MAX_ELIGIBILITY_LOCALES = 50;

/** accept: shown to everyone with what is missing; discover: hidden from who does not qualify. */
export const eligibilityGuards = ['accept', 'discover'] as const;
export type EligibilityGuard = (typeof eligibilityGuards)[number];

/** A task's eligibility (tasks/{id}.eligibility). */
export const eligibilitySchema = z.strictObject({
  qualifications: z
    .array(
      z.strictObject({
        qualification_id: z.string().min(1),
        /** 0–100: the grant's quiz score must be at least this (0: any grant). */
        min_score: z.number().min(0).max(100).default(0),
      }),
    )
    .max(10)
    .default([]),
  /** 0–100; null: no track-record gate. */
  min_approval_rate: z.number().min(0).max(100).nullable().default(null),
  /** Below this many reviewed submissions the rate gate does not apply. */
  min_reviewed: z.number().int().nonnegative().max(100_000).default(0),
  guard: z.enum(eligibilityGuards).default('accept'),
  /**
   * The countries of the creators it is open to, as creators store theirs
   * (creator_profiles/{uid}.locales.country: 'Mexico'); empty: any. A task stored before the
   * lists reads as empty.
   */
  countries: z.array(z.string().trim().min(1).max(80)).max(MAX_ELIGIBILITY_LOCALES).default([]),
  /**
   * The languages its creators must speak, as language codes (i18n/locales.ts: 'es'; an order's
   * 'es-MX' too); empty: any.
   */
  languages: z
    .array(z.string().regex(/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/, 'must be a language code'))
    .max(MAX_ELIGIBILITY_LOCALES)
    .default([]),
});
export type Eligibility = z.output<typeof eligibilitySchema>;

/**
 * Whether every creator lists a task with this eligibility (tasks/{id}.listed): all but a
 * 'discover' one, which reaches only those who qualify, through discoverTasks.
 */
export function listedFor(eligibility: Pick<Eligibility, 'guard'> | null | undefined): boolean {
  return eligibility?.guard !== 'discover';
}

/** Whether `eligibility` names countries or languages: judging it needs the creator's locales. */
export function asksForLocales(
  eligibility: { countries?: readonly string[]; languages?: readonly string[] } | null | undefined,
): boolean {
  return (eligibility?.countries?.length ?? 0) > 0 || (eligibility?.languages?.length ?? 0) > 0;
}
