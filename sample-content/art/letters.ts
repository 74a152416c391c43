import { apple, balloon, frame, littleFish, scatter, star, trinket } from "./decorations.ts";
import { type Glyph, glyph } from "./glyphs.ts";
import type { Random } from "./random.ts";
import { bubble, g, LINE_WIDTH, line, PAGE_SIZE, page, path } from "./svg.ts";

/**
 * Alphabet and number pages: a big hollow character to colour in, then
 * something to learn with it. Letters get a row of dotted copies to trace;
 * numbers get that many little things to count.
 */

const { width: W, height: H } = PAGE_SIZE.portrait;
const BUBBLE = 22; // stroke width of a bubble character, in glyph units (cap height 100)

/** A glyph scaled to `height` pixels with its top-left at (x, y). */
function placed(x: number, y: number, height: number, content: (scale: number) => string): string {
  const scale = height / 100;
  return g(content(scale), { transform: `translate(${x} ${y}) scale(${scale})` });
}

function bigCharacter(
  character: Glyph,
  centreX: number,
  top: number,
  height: number,
): { svg: string; box: [number, number, number, number] } {
  const scale = height / 100;
  const width = character.width * scale;
  const x = centreX - width / 2;
  return {
    svg: placed(x, top, height, (s) => bubble(character.strokes, BUBBLE, LINE_WIDTH / s)),
    box: [x - (BUBBLE / 2) * scale, top - (BUBBLE / 2) * scale, width + BUBBLE * scale, height + BUBBLE * scale],
  };
}

function outside(box: [number, number, number, number], margin: number) {
  const [bx, by, bw, bh] = box;
  return (x: number, y: number, size: number) =>
    x + size / 2 > bx - margin &&
    x - size / 2 < bx + bw + margin &&
    y + size / 2 > by - margin &&
    y - size / 2 < by + bh + margin;
}

/** Writing lines with dashed characters to trace over. */
function tracingRow(character: Glyph, top: number): string {
  const height = 230;
  const scale = height / 100;
  const gap = 90;
  const count = character.width > 90 ? 3 : 4;
  const total = count * character.width * scale + (count - 1) * gap;
  const guide = { stroke: "#000", "stroke-width": 4, "stroke-dasharray": "2 18", "stroke-linecap": "round" };
  const rows = [
    line(150, top, W - 150, top, guide),
    line(150, top + height / 2, W - 150, top + height / 2, guide),
    line(150, top + height, W - 150, top + height),
  ];
  const copies = Array.from({ length: count }, (_, index) => {
    const x = (W - total) / 2 + index * (character.width * scale + gap);
    return placed(x, top, height, (s) =>
      g(
        character.strokes.map((data) => path(data, { fill: "none" })),
        { "stroke-width": 7 / s, "stroke-dasharray": `${4 / s} ${22 / s}` },
      ),
    );
  });
  return rows.join("") + copies.join("");
}

export function letterPage(letter: string, random: Random): string {
  const character = glyph(letter);
  const big = bigCharacter(character, W / 2, 330, 1000);
  const decorations = scatter(
    { x: 110, y: 110, width: W - 220, height: 1500 },
    9,
    random,
    (x, y, size, index) => trinket(x, y, size, index, random),
    outside(big.box, 50),
    [95, 160],
  );
  return page("portrait", frame(W, H) + decorations + big.svg + tracingRow(character, 1800));
}

/** What a number page shows to count, so the catalogue text can name it. */
export type CountingKind = "basket" | "star" | "apple" | "fish" | "balloon";

export function countingKind(digit: number): CountingKind {
  if (digit === 0) return "basket";
  // Balloons trail a string, so they only fit on a single row.
  if (digit <= 5 && digit % 4 === 3) return "balloon";
  return (["star", "apple", "fish"] as const)[digit % 3] ?? "star";
}

type Counter = (cx: number, cy: number, size: number, spin: number) => string;
const COUNTERS: Record<Exclude<CountingKind, "basket">, Counter> = {
  star,
  apple: (x, y, s) => apple(x, y, s),
  fish: (x, y, s) => littleFish(x, y, s * 1.15),
  balloon: (x, y, s) => balloon(x, y - s * 0.2, s * 1.1),
};

/** `count` little objects in tidy rows, to count and colour. */
function countingRows(count: number, top: number, random: Random): string {
  const kind = countingKind(count);
  if (kind === "basket") {
    // Zero: an empty basket, nothing to count.
    return (
      path(
        `M${W / 2 - 300} ${top + 160} L${W / 2 + 300} ${top + 160} L${W / 2 + 230} ${top + 420} L${W / 2 - 230} ${top + 420} Z`,
      ) +
      path(`M${W / 2 - 260} ${top + 160} C${W / 2 - 260} ${top - 120} ${W / 2 + 260} ${top - 120} ${W / 2 + 260} ${top + 160}`, {
        fill: "none",
      }) +
      line(W / 2 - 270, top + 250, W / 2 + 270, top + 250) +
      line(W / 2 - 245, top + 340, W / 2 + 245, top + 340)
    );
  }
  const perRow = count <= 5 ? count : Math.ceil(count / 2);
  const rows = Math.ceil(count / perRow);
  const size = count <= 5 ? 230 : 205;
  const gap = size * 1.25;
  const items: string[] = [];
  for (let index = 0; index < count; index++) {
    const row = Math.floor(index / perRow);
    const inRow = row === rows - 1 ? count - row * perRow : perRow;
    const column = index - row * perRow;
    const x = W / 2 + (column - (inRow - 1) / 2) * gap;
    const y = top + size / 2 + row * gap + (rows === 1 ? gap / 2 : 0);
    items.push(COUNTERS[kind](x, y, size, random.range(-12, 12)));
  }
  return items.join("");
}

export function numberPage(digit: number, random: Random): string {
  const character = glyph(String(digit));
  const big = bigCharacter(character, W / 2, 300, 950);
  const decorations = scatter(
    { x: 110, y: 110, width: W - 220, height: 1380 },
    7,
    random,
    (x, y, size, index) => trinket(x, y, size, index + digit, random),
    outside(big.box, 50),
    [110, 160],
  );
  return page("portrait", frame(W, H) + decorations + big.svg + countingRows(digit, 1620, random));
}
