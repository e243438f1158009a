// Qualification documents the screen tests seed as 'owner', shaped as createQualification and the
// grant writes shape them (functions/src/qualifications), so a test names only what it is about.
import { Timestamp } from 'firebase/firestore/lite';

/** A quiz as createQualification writes it (active, untimed, unlimited attempts), with `fields` over it. */
export function qualificationData(fields: { name: string } & Record<string, unknown>) {
  return {
    description: '',
    kind: 'quiz',
    passing_score: 80,
    retry_delay_hours: 48,
    max_attempts: null,
    duration_minutes: null,
    expires_days: null,
    prerequisites: [],
    status: 'active',
    questions: [{ prompt: 'Ready?', choices: ['Yes', 'No'], multiple: false, media_path: null }],
    created_by: 'qual-admin',
    created_at: Timestamp.now(),
    updated_at: Timestamp.now(),
    ...fields,
  };
}

/** A creator's grant after one passed quiz, with `fields` over it. */
export function grantData(
  userId: string,
  qualificationId: string,
  fields: Record<string, unknown> = {},
) {
  return {
    user_id: userId,
    qualification_id: qualificationId,
    status: 'granted',
    score: 100,
    attempts: 1,
    source: 'quiz',
    granted_at: Timestamp.now(),
    expires_at: null,
    retry_at: null,
    expiry_warned: false,
    reason: null,
    updated_at: Timestamp.now(),
    ...fields,
  };
}
