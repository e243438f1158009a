/**
 * The look of the pages signed links open (a release to sign, unsubscribe), from ui-kit's own
 * design tokens: the product's type, colours, fields and buttons, as a stranger first sees the
 * product. Plain CSS in the page (its policy allows inline styles and nothing else), no script,
 * no font or image to fetch: the page is one small response.
 */
import {
  colors as c,
  focusRing,
  fontSizes,
  fontWeights,
  fonts,
  lineHeights,
  radii,
  shadows,
  space,
  tones,
} from '@groundtruth/ui-kit/tokens';

export const publicPageStyle = [
  `*,*::before,*::after{box-sizing:border-box}`,
  `body{margin:0;background:${c.surfaceMuted};color:${c.text};font-family:${fonts.body};font-size:${fontSizes.md};line-height:${lineHeights.normal}}`,
  `header{background:${c.surface};border-bottom:1px solid ${c.border}}`,
  `header p,main{max-width:36rem;margin:0 auto;padding:${space[3]} ${space[4]}}`,
  `.brand{font-size:${fontSizes.lg};font-weight:${fontWeights.bold};color:${c.primaryHover}}`,
  `main{padding-top:${space[6]};padding-bottom:${space[8]}}`,
  `.card{background:${c.surface};border:1px solid ${c.border};border-radius:${radii.lg};box-shadow:${shadows.sm};padding:${space[6]}}`,
  `h1{margin:0 0 ${space[3]};font-size:${fontSizes.xl};line-height:${lineHeights.tight}}`,
  `p{margin:0 0 ${space[4]}}`,
  `blockquote{margin:0 0 ${space[5]};padding:${space[3]} ${space[4]};background:${c.surfaceMuted};border-left:4px solid ${c.primary};border-radius:${radii.sm}}`,
  `form{display:grid;gap:${space[4]};margin:0}`,
  `.field{display:grid;gap:${space[1]}}`,
  `label{font-size:${fontSizes.sm};font-weight:${fontWeights.semibold}}`,
  `input[type=text],input:not([type]){width:100%;min-height:40px;padding:${space[2]} ${space[3]};font:inherit;color:${c.text};background:${c.surface};border:1px solid ${c.borderStrong};border-radius:${radii.md}}`,
  `.check{display:flex;flex-wrap:wrap;gap:${space[2]};align-items:flex-start}`,
  `.check>input{width:18px;height:18px;margin:3px 0 0;accent-color:${c.primary};flex:none}`,
  `.check>label{flex:1;font-weight:${fontWeights.regular}}`,
  `.check>.when-checked{flex-basis:100%;padding-left:26px}`,
  `.muted{color:${c.textMuted};font-size:${fontSizes.sm}}`,
  `button{justify-self:start;min-height:44px;padding:0 ${space[5]};font:inherit;font-weight:${fontWeights.semibold};color:${c.textOnEmphasis};background:${c.primary};border:1px solid ${c.primary};border-radius:${radii.md};cursor:pointer}`,
  `button:hover{background:${c.primaryHover}}`,
  `button.danger{color:${tones.danger.fg};background:${c.surface};border-color:${c.destructive}}`,
  `button.danger:hover{background:${tones.danger.bg}}`,
  `[role=alert]{padding:${space[3]} ${space[4]};color:${tones.danger.fg};background:${tones.danger.bg};border:1px solid ${tones.danger.border};border-radius:${radii.md}}`,
  `:focus-visible{outline:${focusRing.outline};outline-offset:${focusRing.outlineOffset}}`,
  // A field that applies only when a box is ticked shows only then (the box and the field are
  // siblings, so no script is needed).
  `.when-checked{display:none}`,
  `input:checked~.when-checked{display:block}`,
].join('');
