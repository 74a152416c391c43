/**
 * Whether a word is Portuguese, by the Brazilian Portuguese Hunspell
 * dictionary (`dictionary-pt`, LibreOffice's VERO): the search corrects only
 * words that are not (issue 34: 'mães' became 'mais'). The catalogue's own
 * vocabulary cannot tell, since a right word the catalogue lacks ('natal')
 * looks just like a typo.
 *
 * nspell, the usual reader, expands every affix of this dictionary when it
 * loads: over ten minutes. This reads it the way Hunspell checks a word
 * instead: the word itself, or a stem plus one suffix or one prefix whose
 * rule the stem carries (`mãe` + `s`). That covers plurals, feminines,
 * diminutives and verb forms; a word that needs two affixes at once is read
 * as not Portuguese, which only lets the search try to correct it. Words are
 * compared without accents and case, as the search compares them, so
 * 'maes' is as Portuguese as 'mães'.
 */

type Rule = { flag: string; strip: string; add: string; condition: RegExp };
type Dictionary = { stems: Map<string, string>; suffixes: Map<string, Rule[]>; prefixes: Map<string, Rule[]> };

/** Lower case without accents: how the search sees words (its `unaccent`). */
export function foldWord(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

const emptyAsNothing = (text: string) => (text === "0" ? "" : text);

/** A Hunspell condition (`[^aeiou]o`, `.`) as a regular expression anchored where the affix goes. */
function conditionOf(condition: string, kind: "SFX" | "PFX"): RegExp {
  const source =
    condition === "."
      ? ""
      : foldWord(condition).replace(/[\\()*+?{}|$^]/g, (char, offset, all) =>
          // Inside brackets, `^` negates; anywhere else these are literal letters for Hunspell.
          char === "^" && all[offset - 1] === "[" ? char : `\\${char}`,
        );
  return new RegExp(kind === "SFX" ? `${source}$` : `^${source}`, "u");
}

/** The affix rules of an .aff file, by the last (suffixes) or first (prefixes) letter they add; "" for none. */
function parseAffixes(aff: string): Pick<Dictionary, "suffixes" | "prefixes"> {
  const suffixes = new Map<string, Rule[]>();
  const prefixes = new Map<string, Rule[]>();
  const headers = new Set<string>();
  for (const line of aff.split("\n")) {
    const parts = line.trim().split(/\s+/);
    const [kind, flag, strip, added, condition] = parts;
    if ((kind !== "SFX" && kind !== "PFX") || !flag || strip === undefined || added === undefined) continue;
    // The first line of each flag's block is its header: `SFX A Y 3`.
    if (!headers.has(`${kind}${flag}`)) {
      headers.add(`${kind}${flag}`);
      continue;
    }
    const add = foldWord(emptyAsNothing(added.split("/")[0] ?? ""));
    let rule: Rule;
    try {
      rule = { flag, strip: foldWord(emptyAsNothing(strip)), add, condition: conditionOf(condition ?? ".", kind) };
    } catch {
      continue;
    }
    const byEdge = kind === "SFX" ? suffixes : prefixes;
    const edge = kind === "SFX" ? add.slice(-1) : add.slice(0, 1);
    const rules = byEdge.get(edge);
    if (rules) rules.push(rule);
    else byEdge.set(edge, [rule]);
  }
  return { suffixes, prefixes };
}

/** The stems of a .dic file, folded, with the flags of every entry that folds to each. */
function parseStems(dic: string): Map<string, string> {
  const stems = new Map<string, string>();
  const lines = dic.split("\n");
  // The first line is the entry count.
  for (let index = 1; index < lines.length; index++) {
    const entry = (lines[index] ?? "").split(/\s/)[0] ?? "";
    if (entry === "") continue;
    const slash = entry.indexOf("/");
    const word = foldWord(slash === -1 ? entry : entry.slice(0, slash));
    const flags = slash === -1 ? "" : entry.slice(slash + 1);
    stems.set(word, (stems.get(word) ?? "") + flags);
  }
  return stems;
}

let loading: Promise<Dictionary> | null = null;

function dictionary(): Promise<Dictionary> {
  loading ??= import("dictionary-pt").then(({ default: files }) => {
    const decoder = new TextDecoder();
    return { stems: parseStems(decoder.decode(files.dic)), ...parseAffixes(decoder.decode(files.aff)) };
  });
  return loading;
}

function hasForm({ stems, suffixes, prefixes }: Dictionary, word: string): boolean {
  if (stems.has(word)) return true;
  const carries = (stem: string, rule: Rule) => stems.get(stem)?.includes(rule.flag) === true && rule.condition.test(stem);
  for (const edge of [word.slice(-1), ""]) {
    for (const rule of suffixes.get(edge) ?? []) {
      if (word.length <= rule.add.length || !word.endsWith(rule.add)) continue;
      if (carries(word.slice(0, word.length - rule.add.length) + rule.strip, rule)) return true;
    }
  }
  for (const edge of [word.slice(0, 1), ""]) {
    for (const rule of prefixes.get(edge) ?? []) {
      if (word.length <= rule.add.length || !word.startsWith(rule.add)) continue;
      if (carries(rule.strip + word.slice(rule.add.length), rule)) return true;
    }
  }
  return false;
}

/** Whether `word` is a Portuguese word, accents and case aside (loads the dictionary on first use). */
export async function isPortugueseWord(word: string): Promise<boolean> {
  const folded = foldWord(word.trim());
  if (folded === "") return false;
  return hasForm(await dictionary(), folded);
}
