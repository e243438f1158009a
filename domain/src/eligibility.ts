/**
 * A task's eligibility: the qualifications it needs and a track-record gate. Its own module,
 * because every task carries it (entities, Create Task) while the rest of qualifications loads
 * only on the screens about them.
 */
import { z } from './zod';

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
});
export type Eligibility = z.output<typeof eligibilitySchema>;

/**
 * Whether every creator lists a task with this eligibility (tasks/{id}.listed): all but a
 * 'discover' one, which reaches only those who qualify, through discoverTasks.
 */
export function listedFor(eligibility: Pick<Eligibility, 'guard'> | null | undefined): boolean {
  return eligibility?.guard !== 'discover';
}
