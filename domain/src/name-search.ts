/**
 * The staff's search of users by name: Firestore matches an array element exactly, so a user
 * document carries every start of its lower-cased name from each word on (`name_prefixes`), and
 * "okafor", "oka" and "lena ok" all find "Lena Okafor" with one array-contains query.
 */

/** Longest start kept per word: a longer search is cut to it (and still finds the name). */
export const NAME_PREFIX_MAX = 24;

/** What a search term is compared with: lower-cased, spaces collapsed, cut to NAME_PREFIX_MAX. */
export function nameSearchTerm(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, NAME_PREFIX_MAX);
}

/** Words of a name searched from: the rest only through the earlier ones ("lena ok…"). */
const NAME_WORDS_MAX = 10;

/**
 * Every start of the name from each of its words on, lower-cased, each at most NAME_PREFIX_MAX
 * characters: "Lena Okafor" → "l", "le", …, "lena okafor", "o", "ok", …, "okafor".
 */
export function namePrefixes(name: string): string[] {
  const words = name.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const prefixes = new Set<string>();
  words.slice(0, NAME_WORDS_MAX).forEach((_, i) => {
    const rest = words.slice(i).join(' ').slice(0, NAME_PREFIX_MAX);
    for (let end = 1; end <= rest.length; end += 1) prefixes.add(rest.slice(0, end).trimEnd());
  });
  return [...prefixes];
}

/** A user's name with what the search reads of it: written together wherever a name is. */
export function nameFields(name: string): {
  name: string;
  name_lower: string;
  name_prefixes: string[];
} {
  return { name, name_lower: name.toLowerCase(), name_prefixes: namePrefixes(name) };
}
