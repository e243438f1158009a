import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';

// Guards the guard: the helper must report real problems, or every "no violations" test is vacuous.
describe('axeViolations', () => {
  it('reports an unlabelled input and a nameless button', async () => {
    const { container } = render(
      <div>
        <input />
        <button type="button" />
      </div>,
    );
    const violations = await axeViolations(container);
    expect(violations.some((v) => v.startsWith('label:'))).toBe(true);
    expect(violations.some((v) => v.startsWith('button-name:'))).toBe(true);
  });

  it('is empty for accessible markup', async () => {
    const { container } = render(
      <label>
        Name <input />
      </label>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
