import { type AgeBand, ageBandOf, bandsForAge } from "#src/lib/age-bands.ts";
import { DIFFICULTY_TIERS, type DifficultyTier, isDifficultyTier } from "#src/lib/colouring/difficulty.ts";
import { searchWords } from "#src/lib/search.ts";
import { editDistance } from "./correction.ts";
import vocabularyFile from "./vocabulary.json" with { type: "json" };

/**
 * What a drawing search means beyond its words (issue 44): the ages it names
 * ('4 anos', 'criança pequena', 'educação infantil', 'fácil') as difficulty
 * tiers, the collections ('natal', 'dia das mães', 'são joão') and the
 * categories ('animais', 'bichos') it names, and the words left to search.
 * The phrases are data (src/server/search/vocabulary.json), besides the
 * collections' and categories' own names; numbers of years are read here.
 *
 * Pure: the search (./search.ts) gives it the query's words and the
 * collections and categories that exist, and turns the result into SQL.
 */

export type Vocabulary = {
  ages: { phrases: string[]; tiers: string[] }[];
  occasions: { collection: string; phrases: string[] }[];
  themes: { category: string; phrases: string[] }[];
  fillers: string[];
};

/** A collection or a category the site has: what a phrase can name. */
export type Named = { slug: string; name: string };

export type Understanding = {
  /** The tiers the ages named cover (null: no age named). */
  tiers: DifficultyTier[] | null;
  /** The age bands of those tiers, youngest first (a card above the results leads to each). */
  bands: AgeBand[];
  /** Collections named, by slug, in the order named. */
  collections: string[];
  /** Categories named, by slug, in the order named. */
  categories: string[];
  /**
   * What each collection or category named was called in the query (its
   * words): a drawing matches the name when its text has these words, or
   * when it belongs to the collection (the search adds the members).
   */
  named: { words: string[]; collection?: string; category?: string }[];
  /** The words left to match, all of them, as in any search. */
  words: string[];
};

export const SEARCH_VOCABULARY: Vocabulary = vocabularyFile;

/** Number words a parent may type instead of digits ('quatro anos'). */
const NUMBER_WORDS: Record<string, number> = {
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  treze: 13,
  quatorze: 14,
  catorze: 14,
  quinze: 15,
};

/** Words that only join a phrase's parts: 'dia da mãe' and 'dia das mães' are one phrase. */
const JOINERS = new Set(["de", "da", "das", "do", "dos"]);
/** Words before an age that say whose it is: 'criança de 7 anos', 'para 3 anos', 'meu filho de 5 anos'. */
const AGE_LEAD = new Set([
  "para",
  "pra",
  "de",
  "com",
  "crianca",
  "criancas",
  "filho",
  "filha",
  "filhos",
  "aluno",
  "alunos",
  "idade",
  "meu",
  "minha",
]);

/** The word's singular, roughly: enough to take 'mães' as 'mãe' and 'bichos' as 'bicho'. */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith("oes")) return `${word.slice(0, -3)}ao`;
  if (word.length > 4 && word.endsWith("eis")) return `${word.slice(0, -3)}il`;
  if (word.length > 4 && word.endsWith("ais")) return `${word.slice(0, -3)}al`;
  if (word.length > 3 && word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** Whether a typed word is the phrase's word: the same, its plural, or (5 letters or more) one typo away. */
function sameWord(typed: string, expected: string): boolean {
  if (typed === expected) return true;
  if (JOINERS.has(typed) && JOINERS.has(expected)) return true;
  const a = singular(typed);
  const b = singular(expected);
  if (a === b) return true;
  return Math.min(a.length, b.length) >= 5 && editDistance(a, b, 1) <= 1;
}

function numberOf(word: string | undefined): number | null {
  if (word === undefined) return null;
  if (/^\d{1,2}$/.test(word)) return Number(word);
  return NUMBER_WORDS[word] ?? null;
}

const isYears = (word: string | undefined) => word === "ano" || word === "anos" || word === "aninho" || word === "aninhos";
const isMonths = (word: string | undefined) => word === "mes" || word === "meses";

/**
 * An age at `start` ('4 anos', '3 a 5 anos', '18 meses', 'quatro anos'): the
 * tiers it covers and how many words it took; null when there is none.
 */
function ageAt(words: readonly string[], start: number): { tiers: DifficultyTier[]; length: number } | null {
  const from = numberOf(words[start]);
  if (from === null) return null;
  if (isMonths(words[start + 1])) return { tiers: tiersForAges(0, 0), length: 2 };
  if (isYears(words[start + 1])) return { tiers: tiersForAges(from, from), length: 2 };
  // '3 a 5 anos', '3 ate 5 anos', '3 e 4 anos'.
  const to = numberOf(words[start + 2]);
  if (to !== null && ["a", "ate", "e"].includes(words[start + 1] ?? "") && isYears(words[start + 3])) {
    return { tiers: tiersForAges(Math.min(from, to), Math.max(from, to)), length: 4 };
  }
  return null;
}

/** The tiers of the bands covering any age from `from` to `to`; an age below the youngest band is the youngest band's. */
function tiersForAges(from: number, to: number): DifficultyTier[] {
  const tiers = new Set<DifficultyTier>();
  for (let age = Math.max(from, 0); age <= Math.min(to, 99); age++) {
    const bands = bandsForAge(age);
    for (const band of bands.length > 0 ? bands : bandsForAge(age < 5 ? 2 : 99)) tiers.add(band.tier);
  }
  return DIFFICULTY_TIERS.filter((tier) => tiers.has(tier));
}

type Phrase = { words: string[]; tiers?: DifficultyTier[]; collection?: string; category?: string };

/** Every phrase the search knows, longest first (so 'dia das mães' wins over 'mãe'). */
function phrasesOf(vocabulary: Vocabulary, collections: readonly Named[], categories: readonly Named[]): Phrase[] {
  const phrases: Phrase[] = [];
  const collectionSlugs = new Set(collections.map((collection) => collection.slug));
  const categorySlugs = new Set(categories.map((category) => category.slug));
  for (const { phrases: texts, tiers } of vocabulary.ages) {
    const known = tiers.filter(isDifficultyTier);
    for (const text of texts) phrases.push({ words: searchWords(text), tiers: known });
  }
  for (const collection of collections) phrases.push({ words: searchWords(collection.name), collection: collection.slug });
  for (const { collection, phrases: texts } of vocabulary.occasions) {
    if (!collectionSlugs.has(collection)) continue;
    for (const text of texts) phrases.push({ words: searchWords(text), collection });
  }
  for (const category of categories) phrases.push({ words: searchWords(category.name), category: category.slug });
  for (const { category, phrases: texts } of vocabulary.themes) {
    if (!categorySlugs.has(category)) continue;
    for (const text of texts) phrases.push({ words: searchWords(text), category });
  }
  return phrases.filter((phrase) => phrase.words.length > 0).sort((a, b) => b.words.length - a.words.length);
}

function phraseAt(words: readonly string[], start: number, phrase: Phrase): boolean {
  if (start + phrase.words.length > words.length) return false;
  return phrase.words.every((word, offset) => sameWord(words[start + offset] as string, word));
}

/**
 * What `query` means: its ages, collections and categories, and the words
 * left. A query made of fillers alone ('desenhos para colorir') keeps its
 * words: it is then searched as typed.
 */
export function understandQuery(
  query: string,
  { collections, categories }: { collections: readonly Named[]; categories: readonly Named[] },
  vocabulary: Vocabulary = SEARCH_VOCABULARY,
): Understanding {
  const words = searchWords(query);
  const phrases = phrasesOf(vocabulary, collections, categories);
  const fillers = new Set(vocabulary.fillers.map((word) => singular(word)));
  const tiers = new Set<DifficultyTier>();
  let namedAge = false;
  const named: Understanding["named"] = [];
  const left: string[] = [];
  let index = 0;
  while (index < words.length) {
    const age = ageAt(words, index);
    if (age) {
      // The words before the age that only say whose age it is ('criança de', 'para') go with it.
      while (left.length > 0 && AGE_LEAD.has(left.at(-1) as string)) left.pop();
      for (const tier of age.tiers) tiers.add(tier);
      namedAge = true;
      index += age.length;
      continue;
    }
    const phrase = phrases.find((candidate) => phraseAt(words, index, candidate));
    if (phrase) {
      const typed = words.slice(index, index + phrase.words.length);
      if (phrase.tiers) {
        while (left.length > 0 && AGE_LEAD.has(left.at(-1) as string)) left.pop();
        for (const tier of phrase.tiers) tiers.add(tier);
        namedAge = true;
      } else {
        named.push({
          words: typed,
          ...(phrase.collection ? { collection: phrase.collection } : {}),
          ...(phrase.category ? { category: phrase.category } : {}),
        });
      }
      index += phrase.words.length;
      continue;
    }
    left.push(words[index] as string);
    index++;
  }
  const meaningful = left.filter((word) => !fillers.has(singular(word)));
  const understood = namedAge || named.length > 0;
  const tierList = namedAge ? DIFFICULTY_TIERS.filter((tier) => tiers.has(tier)) : null;
  return {
    tiers: tierList,
    bands: (tierList ?? []).map(ageBandOf),
    collections: unique(named.flatMap((item) => item.collection ?? [])),
    categories: unique(named.flatMap((item) => item.category ?? [])),
    named,
    // Fillers narrow nothing once something else is understood or left; alone, the query is searched as typed.
    words: understood || meaningful.length > 0 ? meaningful : left,
  };
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}
