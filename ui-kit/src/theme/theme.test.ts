import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { theme } from './theme';
import { colors, reviewStatusTone, tones } from './tokens';

const AA = 4.5;

describe('theme contrast (WCAG AA for text)', () => {
  it('computes known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each([
    ['text on bg', colors.text, colors.bg],
    ['muted text on bg', colors.textMuted, colors.bg],
    ['muted text on muted surface', colors.textMuted, colors.surfaceMuted],
    ['text on sunken surface', colors.text, colors.surfaceSunken],
    ['white on primary', colors.textOnEmphasis, colors.primary],
    ['white on primary hover', colors.textOnEmphasis, colors.primaryHover],
    ['white on destructive', colors.textOnEmphasis, colors.destructive],
    ['white on destructive hover', colors.textOnEmphasis, colors.destructiveHover],
    [
      'primary hover (outline button text) on primary subtle',
      colors.primaryHover,
      colors.primarySubtle,
    ],
    ['primary link text on bg', colors.primary, colors.bg],
  ])('%s ≥ 4.5:1', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(AA);
  });

  it.each(Object.entries(tones))('%s tone text on its background ≥ 4.5:1', (_tone, { fg, bg }) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(AA);
  });

  it.each(Object.entries(tones))(
    '%s tone text on the alert/surface text colour works on white too',
    (_tone, { fg }) => {
      expect(contrastRatio(fg, colors.surface)).toBeGreaterThanOrEqual(AA);
    },
  );
});

describe('review status colours', () => {
  it('are pending blue, approved green, rejected red, needs_changes yellow', () => {
    expect(reviewStatusTone).toEqual({
      pending: 'info',
      approved: 'success',
      rejected: 'danger',
      needs_changes: 'warning',
    });
    expect(tones.info.bg).toBe('#ddf4ff');
    expect(tones.success.bg).toBe('#dafbe1');
    expect(tones.danger.bg).toBe('#ffebe9');
    expect(tones.warning.bg).toBe('#fff8c5');
  });

  it('are reachable through the ThemeProvider theme', () => {
    expect(theme.tones[theme.reviewStatusTone.needs_changes]).toBe(tones.warning);
    expect(theme.space[4]).toBe('16px');
  });
});
