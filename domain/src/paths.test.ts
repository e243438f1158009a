import { describe, expect, it } from 'vitest';
import { paths, routesOf, submitWorkPath } from './paths';

describe('submitWorkPath', () => {
  it('should carry the task id, and the acceptance id when given', () => {
    expect(submitWorkPath('t 1')).toBe('/dashboard/submit?taskId=t+1');
    expect(submitWorkPath('t1', 'a1')).toBe('/dashboard/submit?taskId=t1&acceptanceId=a1');
  });
});

describe('paths', () => {
  it('should list every route of docs/product.md, Screens exactly once', () => {
    const values = Object.values(paths);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toContain('/dashboard/admin/submissions');
  });
});

describe('routesOf', () => {
  it('should give every staff page its staff path', () => {
    expect(routesOf('staff')).toContainEqual(['/dashboard/admin/tasks', 'tasks']);
    expect(routesOf('creator')).toContainEqual(['/dashboard/tasks', 'tasks']);
  });
});
