/**
 * A name a person chose, made fit to quote in an e-mail as a name and as nothing else: it is sent
 * from the product's address to someone outside the product, so it must not read as the
 * product's own words, run onto lines of its own or become a link a mail client opens. Control
 * and invisible characters (line breaks, bidi overrides, zero-width spaces) become spaces, double
 * quotes become single ones (the name cannot close the quotes around it), it is cut to
 * QUOTED_NAME_MAX characters, and what a mail client would link (a scheme's colon, a dot inside a
 * word, an at sign) is bracketed, as security notices write an address no one should follow.
 */

/** The most characters of a chosen name an e-mail quotes. */
export const QUOTED_NAME_MAX = 60;

/** `name` as an e-mail quotes it, without the quotes (the message adds them). */
export function quotableName(name: string): string {
  const flat = name
    // Fullwidth and other compatibility forms (ｈｔｔｐ：／／) become the plain ones handled below.
    .normalize('NFKC')
    .replace(/[\p{C}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/["“”„‟«»〝〞＂]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...flat];
  const capped =
    chars.length > QUOTED_NAME_MAX
      ? `${chars
          .slice(0, QUOTED_NAME_MAX - 1)
          .join('')
          .trimEnd()}…`
      : flat;
  return capped.replace(/(?<=\S)[.:](?=\S)/g, (ch) => `[${ch}]`).replace(/@/g, '[@]');
}
