import { describe, expect, it } from 'vitest';
import { signupPaths, taskCategories } from './constants';
import {
  alertPathsByCategory,
  DEFAULT_NEW_TASK_EMAILS,
  newTaskEmailChoice,
  pathsForCategory,
  taskDigestId,
  utcDay,
} from './new-task-alerts';

describe('pathsForCategory', () => {
  it('should send each category to the paths that make that work', () => {
    expect(pathsForCategory('audio')).toEqual(['voice']);
    expect(pathsForCategory('image')).toEqual(['photography']);
    expect(pathsForCategory('doc')).toEqual(['documentation']);
    expect(pathsForCategory('writing')).toEqual(['writing', 'teaching']);
    expect(pathsForCategory('video')).toEqual(['video', 'teaching']);
    expect(pathsForCategory('mixed')).toEqual(signupPaths);
  });

  it('should give every category a path and leave no path without work', () => {
    for (const category of taskCategories)
      expect(pathsForCategory(category).length).toBeGreaterThan(0);
    const reached = new Set(Object.values(alertPathsByCategory).flat());
    expect([...reached].sort()).toEqual([...signupPaths].sort());
  });

  it('should fit one array-contains-any query (at most 30 values)', () => {
    for (const category of taskCategories)
      expect(pathsForCategory(category).length).toBeLessThanOrEqual(30);
  });
});

describe('newTaskEmailChoice', () => {
  it('should read an absent choice as the daily digest', () => {
    expect(DEFAULT_NEW_TASK_EMAILS).toBe('daily');
    expect(newTaskEmailChoice({})).toBe('daily');
    expect(newTaskEmailChoice({ new_task_emails: 'instant' })).toBe('instant');
    expect(newTaskEmailChoice({ new_task_emails: 'off' })).toBe('off');
  });
});

describe('digest days', () => {
  it('should take the UTC day, whatever the local time', () => {
    expect(utcDay(new Date('2026-11-28T23:59:59.999Z'))).toBe('2026-11-28');
    expect(utcDay(new Date('2026-11-29T00:00:00Z'))).toBe('2026-11-29');
    expect(taskDigestId('2026-11-28', 'u1')).toBe('digest_2026-11-28_u1');
  });
});
