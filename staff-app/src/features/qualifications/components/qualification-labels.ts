import type { QualificationKind } from '@groundtruth/domain/qualifications';

/** How each kind of qualification is earned, as admins read it. */

export const kindLabels: Record<QualificationKind, string> = {
  quiz: 'Quiz',
  practice: 'Practice task',
  manual: 'Granted by staff',
};
