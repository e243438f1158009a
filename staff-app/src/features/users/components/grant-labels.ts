import type { GrantSource, GrantStatus } from '@groundtruth/domain/qualifications';

export const grantStatusLabels: Record<GrantStatus, string> = {
  granted: 'Granted',
  failed: 'Failed',
  revoked: 'Revoked',
  expired: 'Expired',
};

export const grantSourceLabels: Record<GrantSource, string> = {
  quiz: 'Quiz',
  practice: 'Practice',
  manual: 'Staff',
};
