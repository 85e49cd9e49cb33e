/**
 * What a product is searched by (docs/decisions/0015-languages-and-search.md): its English,
 * Hindi and Marathi names and its aliases, lower-cased into one text, and that text's "key",
 * the same with Devanagari written in Latin letters, on which the trigram index is built.
 *
 * Why a key: pg_trgm makes trigrams only of the characters the database's locale calls
 * alphanumeric. Under C.UTF-8 (PGlite, and the PostgreSQL here) that includes Devanagari, but
 * a PostgreSQL created with the plain C locale makes no trigram of "आलू" at all: no index, no
 * typo tolerance for Hindi and Marathi. Latin letters are alphanumeric under every locale, so
 * the key behaves the same on any database. Each Devanagari letter, vowel sign and digit
 * becomes one Latin character (aspirates and long vowels share their plain letter, marks that
 * only modify a letter go), so a typed "आलु" and the stored "आलू" meet as "alu", and three
 * letters still make one trigram. Only matching uses the key; what counts as an exact, prefix
 * or substring match is decided on the real text.
 */

/** Between the names and aliases in the search text, and at both ends: "\x1ftomato\x1fटमाटर\x1f…\x1f". */
export const SEARCH_SEPARATOR = '\u001f';

/** Devanagari, and the Latin character each becomes in the key, pair by pair. */
const KEY_PAIRS: [devanagari: string, latin: string][] = [
  // Vowels.
  ['ऄअआॲ', 'aaaa'],
  ['इई', 'ii'],
  ['उऊ', 'uu'],
  ['ऋॠ', 'rr'],
  ['ऌॡ', 'll'],
  ['ऍऎएऐ', 'eeee'],
  ['ऑऒओऔ', 'oooo'],
  // Consonants; the nukta forms (क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़) as their plain letters.
  ['क\u0958ख\u0959', 'kkkk'],
  ['गघ\u095a', 'ggg'],
  ['चछ', 'cc'],
  ['जझ\u095b', 'jjj'],
  ['टठतथ', 'tttt'],
  ['डढदध\u095c\u095d', 'dddddd'],
  ['ङञणनऩ', 'nnnnn'],
  ['पफ\u095e', 'ppp'],
  ['बभ', 'bb'],
  ['म', 'm'],
  ['य\u095f', 'yy'],
  ['रऱ', 'rr'],
  ['लळऴ', 'lll'],
  ['व', 'v'],
  ['शषस', 'sss'],
  ['ह', 'h'],
  // Vowel signs.
  ['ा', 'a'],
  ['िी', 'ii'],
  ['ुू', 'uu'],
  ['ृॄ', 'rr'],
  ['ॢॣ', 'll'],
  ['ॅॆेै', 'eeee'],
  ['ॉॊोौ', 'oooo'],
  // Nasal signs, visarga, om.
  ['ँं', 'nn'],
  ['ः', 'h'],
  ['ॐ', 'o'],
  ['०१२३४५६७८९', '0123456789'],
  // Punctuation: word breaks.
  ['।॥॰', '   '],
];

/** Dropped from the key: nukta, virama, avagraha and the zero-width joiners Marathi spells with. */
const DROPPED = '\u093c\u094d\u093d\u200c\u200d';

/** translate()'s two lists: each character of the first becomes the one at its place in the second, or goes. */
export const SEARCH_KEY_FROM = KEY_PAIRS.map(([devanagari]) => devanagari).join('') + DROPPED;
export const SEARCH_KEY_TO = KEY_PAIRS.map(([, latin]) => latin).join('');

// A pair of unequal lengths would shift every letter after it.
for (const [devanagari, latin] of KEY_PAIRS) {
  if ([...devanagari].length !== latin.length) throw new Error(`search key pair ${devanagari} ${latin} has unequal lengths`);
}

/**
 * The key as SQL of a text expression: PostgreSQL's translate() with the table above. It is
 * slow enough (each character looked up in the list) to be worked out once per write, as a
 * stored column, and at search time only for the typed keyword.
 */
export const searchKeySql = (text: string): string => `translate(${text}, '${SEARCH_KEY_FROM}', '${SEARCH_KEY_TO}')`;

/**
 * The search text as SQL over the products table's own columns: every name and alias
 * lower-cased, each between separators. The aliases are a JSON array: its text form
 * `["aloo", "batata"]` loses its brackets and quotes and its ", " become separators (an alias
 * with a quote or backslash keeps JSON's escape, which a search for it never needs).
 */
export const SEARCH_TEXT_SQL = `E'\\x1f' || lower("name") || E'\\x1f' || lower("name_hi") || E'\\x1f' || lower("name_mr") || E'\\x1f' || lower(replace(regexp_replace("aliases"::text, '^\\[("?)|("?)\\]$', '', 'g'), '", "', E'\\x1f')) || E'\\x1f'`;
