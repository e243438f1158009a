/**
 * Raw design tokens. Components never read these directly at render time: they use the
 * static `vars` (CSS custom properties with these values as fallbacks), so styled-components
 * can treat almost every rule as static CSS.
 */
export const colors = {
  bg: '#ffffff',
  surface: '#ffffff',
  surfaceMuted: '#f6f8fa',
  surfaceSunken: '#eff2f5',
  border: '#d0d7de',
  borderStrong: '#8c959f',
  text: '#1f2328',
  textMuted: '#59636e',
  textOnEmphasis: '#ffffff',
  primary: '#0969da',
  primaryHover: '#0550ae',
  primarySubtle: '#ddf4ff',
  destructive: '#cf222e',
  destructiveHover: '#a40e26',
  success: '#1a7f37',
  warning: '#9a6700',
  backdrop: 'rgba(31, 35, 40, 0.55)',
  focus: '#0969da',
} as const;

/** Tinted background / text / border triples used by badges and alerts. */
export const tones = {
  neutral: { bg: '#eff2f5', fg: '#424a53', border: '#d0d7de' },
  info: { bg: '#ddf4ff', fg: '#0550ae', border: '#54aeff' },
  success: { bg: '#dafbe1', fg: '#116329', border: '#4ac26b' },
  warning: { bg: '#fff8c5', fg: '#7d4e00', border: '#d4a72c' },
  danger: { bg: '#ffebe9', fg: '#a40e26', border: '#ff8182' },
  accent: { bg: '#fbefff', fg: '#6639ba', border: '#c297ff' },
} as const;

export type Tone = keyof typeof tones;

/** Review status colours from the spec: pending blue, approved green, rejected red, needs_changes yellow. */
export const reviewStatusTone = {
  pending: 'info',
  approved: 'success',
  rejected: 'danger',
  needs_changes: 'warning',
} as const satisfies Record<string, Tone>;

/** 4px spacing scale; index = step. */
export const space = [
  '0',
  '4px',
  '8px',
  '12px',
  '16px',
  '20px',
  '24px',
  '32px',
  '40px',
  '48px',
  '64px',
] as const;

export const fontSizes = {
  xs: '12px',
  sm: '14px',
  md: '16px',
  lg: '20px',
  xl: '24px',
  xxl: '32px',
} as const;

export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

export const lineHeights = { tight: 1.25, normal: 1.5 } as const;

export const fonts = {
  body: '-apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, monospace',
} as const;

export const radii = { sm: '4px', md: '6px', lg: '12px', full: '9999px' } as const;

export const shadows = {
  sm: '0 1px 2px rgba(31, 35, 40, 0.08)',
  md: '0 3px 6px rgba(31, 35, 40, 0.12)',
  lg: '0 8px 24px rgba(31, 35, 40, 0.18)',
} as const;

/** Visible focus indicator (2px outline + offset) used by every interactive element. */
export const focusRing = {
  outline: `2px solid ${colors.focus}`,
  outlineOffset: '2px',
} as const;

export const breakpoints = { sm: '544px', md: '768px', lg: '1012px' } as const;

export const zIndices = { sticky: 10, overlay: 100, dialog: 110, toast: 120 } as const;
