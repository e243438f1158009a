/**
 * The release callables' inputs (callables.ts and the link's page): apart from releases.ts, whose
 * schemas every screen's submission converter carries, so a first load does not build these.
 */
import { documentId } from './ids';
import { MAX_PEOPLE_IN_FRAME, peopleRules } from './releases';
import { z } from './zod';

const personName = z.string().trim().min(1, 'is required').max(120);
const signerEmail = z
  .string()
  .trim()
  .min(3, 'is required')
  .max(320)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address');

/** The signing of a release, in person or on the link's page. */
export const releaseSignatureInput = z
  .strictObject({
    signerName: personName,
    signerEmail: signerEmail,
    /** Present when the person in frame is a minor: the signer is their guardian. */
    minorName: personName.nullable().default(null),
    /** The signer's full name, typed as their signature. */
    signature: personName,
  })
  .superRefine((value, ctx) => {
    if (value.signature.toLowerCase() !== value.signerName.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['signature'], message: 'must be your full name' });
    }
  });

/** signReleaseInPerson (creator): the person signs on the creator's phone. */
export const signReleaseInPersonInput = z.strictObject({
  taskId: documentId,
  release: releaseSignatureInput,
});

/** requestRelease (creator): an e-mailed link lets the person sign on their own device. */
export const requestReleaseInput = z.strictObject({
  taskId: documentId,
  signerName: personName,
  signerEmail: signerEmail,
});

/** setTaskPeople (admin): whether identifiable people may appear in the task's files. */
export const setTaskPeopleInput = z.strictObject({
  taskId: documentId,
  people: z.enum(peopleRules),
});

/** What submitWork takes for a with_release task (spread into its input). */
export const submitReleaseInput = {
  /** How many identifiable people appear; required on a with_release task (0 allowed). */
  peopleInFrame: z.number().int().min(0).max(MAX_PEOPLE_IN_FRAME).optional(),
  /** The signed releases, one per person. */
  releaseIds: z.array(documentId).max(MAX_PEOPLE_IN_FRAME).default([]),
};
