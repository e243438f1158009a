import { describe, expect, it } from 'vitest';
import { entityName, shownId, subjectLink } from './audit-subject';

describe('audit subject', () => {
  it('should name the kind of record in words', () => {
    expect(entityName('task_acceptances')).toBe('Task acceptance');
    expect(entityName('submissions')).toBe('Submission');
    expect(entityName('waitlist')).toBe('Waitlist');
  });

  it("should show a long id's end, which tells apart ids that start with one task's", () => {
    const a = shownId('k3JxTaskIdOfTwentyCh_uidOfMayaChen00000000001_1');
    const b = shownId('k3JxTaskIdOfTwentyCh_uidOfTomasRivera0000002_1');
    expect(a).not.toBe(b);
    expect(a).toBe('…000001_1');
    expect(shownId('ADMIN000')).toBe('ADMIN000');
  });

  it('should link a submission to its review, and nothing else', () => {
    expect(subjectLink({ entity: 'submissions', entity_id: 't_u_1' })).toBe(
      '/dashboard/admin/submissions?submission=t_u_1',
    );
    expect(subjectLink({ entity: 'users', entity_id: 'u' })).toBeNull();
  });
});
