import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react';
import { afterEach, beforeAll } from 'vitest';
import preview from '../../.storybook/preview';

// jsdom has no canvas. axe-core measures icon-font glyphs with one (label-content-name-mismatch)
// and treats a missing context as "cannot tell"; returning null skips jsdom's noisy not-implemented error.
HTMLCanvasElement.prototype.getContext = (() =>
  null) as typeof HTMLCanvasElement.prototype.getContext;

// Stories composed in tests get the same decorators (theme, global style, toasts) as in Storybook.
const annotations = setProjectAnnotations([preview]);

// Runs the React renderer's beforeAll, which wraps storybook/test's user events in act() so play
// functions see committed updates (without it, controlled inputs in plays are flaky).
beforeAll(annotations.beforeAll);

afterEach(() => {
  cleanup();
});
