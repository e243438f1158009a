import { englishOf, pseudoLocale, translatorOf, type Translator } from './translate';

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/**
 * "Save settings" → "[Šáṽé šéţţíñĝš ·····]": accented so text that skipped the tables stands out,
 * 40% longer so layouts meet longer words, in brackets so a cut end shows.
 */
export function pseudoOf(words: string): string {
  const accented = words.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);
  return `[${accented} ${'·'.repeat(Math.max(1, Math.ceil(words.length * 0.4)))}]`;
}

/** Text the pseudo-locale wrote: what a screen test expects of every word it shows. */
export const isPseudo = (text: string) => /^\[[^\]]*·\]$/.test(text.trim());

/** The pseudo-locale: every table's English made pseudo (arguments included). */
export const pseudo: Translator = translatorOf(pseudoLocale, (_id, english, args) =>
  pseudoOf(englishOf(english, args)),
);
