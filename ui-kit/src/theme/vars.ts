import { colors, tones, type Tone } from './tokens';

/** Prefix shared by every custom property the ui-kit defines. */
const PREFIX = '--gt';

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

type ColorName = keyof typeof colors;

/** `var(--gt-color-x, <raw>)` for every colour; the fallback keeps components usable without GlobalStyle. */
export const colorVars = Object.fromEntries(
  Object.entries(colors).map(([name, value]) => [
    name,
    `var(${PREFIX}-color-${kebab(name)}, ${value})`,
  ]),
) as Record<ColorName, string>;

/** Tone triples as custom properties. */
export const toneVars = Object.fromEntries(
  Object.entries(tones).map(([tone, triple]) => [
    tone,
    {
      bg: `var(${PREFIX}-tone-${tone}-bg, ${triple.bg})`,
      fg: `var(${PREFIX}-tone-${tone}-fg, ${triple.fg})`,
      border: `var(${PREFIX}-tone-${tone}-border, ${triple.border})`,
    },
  ]),
) as Record<Tone, { bg: string; fg: string; border: string }>;

/** Declarations for `:root`, emitted once by GlobalStyle. */
export function rootCustomProperties(): string {
  const lines = Object.entries(colors).map(
    ([name, value]) => `${PREFIX}-color-${kebab(name)}: ${value};`,
  );
  for (const [tone, triple] of Object.entries(tones)) {
    lines.push(
      `${PREFIX}-tone-${tone}-bg: ${triple.bg};`,
      `${PREFIX}-tone-${tone}-fg: ${triple.fg};`,
      `${PREFIX}-tone-${tone}-border: ${triple.border};`,
    );
  }
  return lines.join('\n');
}
