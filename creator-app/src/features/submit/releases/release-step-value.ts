/**
 * What the release step tells the Submit form (a type only, so the form's first load carries
 * none of the step, which loads on a with_release task alone).
 */
export interface ReleaseStepValue {
  /** How many identifiable people the creator says appear; undefined until a valid count. */
  peopleInFrame: number | undefined;
  /** The signed releases to attach. */
  releaseIds: string[];
  /** Why Submit waits (a count missing, a release unsigned); null when it need not. */
  blockedReason: string | null;
}
