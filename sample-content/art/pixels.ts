import { frame } from "./decorations.ts";
import type { Random } from "./random.ts";
import { g, line, PAGE_SIZE, page, rect } from "./svg.ts";

/**
 * Blocky pixel-art pictures: a grid of squares to colour one by one.
 * Each letter of a sprite is a colour zone ("." is empty): the shape's
 * outline is thick, borders between zones medium, and the grid inside a zone
 * thin, so the picture reads even before it is coloured. All sprites are
 * original drawings of everyday things.
 */

const SPRITES = {
  sword: [
    "..............OO",
    ".............OWO",
    "............OWO.",
    "...........OWO..",
    "..........OWO...",
    ".........OWO....",
    "........OWO.....",
    "...GG..OWO......",
    "...GGGOWO.......",
    "....GGWO........",
    "....HGGG........",
    "...HHHGGG.......",
    "..HHH..GG.......",
    ".HHH............",
    "PHH.............",
    "PP..............",
  ],
  house: [
    ".......RR.......",
    "......RRRR..CC..",
    ".....RRRRRR.CC..",
    "....RRRRRRRRCC..",
    "...RRRRRRRRRRR..",
    "..RRRRRRRRRRRRR.",
    ".RRRRRRRRRRRRRRR",
    "..WWWWWWWWWWWWW.",
    "..WGGWWWWWWWGGW.",
    "..WGGWWWWWWWGGW.",
    "..WWWWWDDDWWWWW.",
    "..WWWWWDDDWWWWW.",
    "..WWWWWDKDWWWWW.",
    "..WWWWWDDDWWWWW.",
    "LLLLLLLLLLLLLLLL",
  ],
  tree: [
    ".....LLLLLL.....",
    "...LLLLLLLLLL...",
    "..LLLLLLLLLLLL..",
    ".LLLLAALLLLLLLL.",
    ".LLLLAALLLLAALL.",
    "LLLLLLLLLLLAALLL",
    "LLAALLLLLLLLLLLL",
    "LLAALLLLLLLLAALL",
    ".LLLLLLAALLLAAL.",
    "..LLLLLAALLLLL..",
    "....LLTTTTLL....",
    "......TTTT......",
    "......TTTT......",
    "......TTTT......",
    ".....TTTTTT.....",
    "GGGGGGGGGGGGGGGG",
  ],
  pickaxe: [
    "....PPPPPP......",
    "..PPPPPPPPPP....",
    ".PPPP....PPPPP..",
    "PPP.......PPPP..",
    "PP.......SPPPPP.",
    "P.......SS..PPP.",
    ".......SS....PPP",
    "......SS.....PPP",
    ".....SS.......PP",
    "....SS........PP",
    "...SS..........P",
    "..SS............",
    ".SS.............",
    "SS..............",
  ],
  heart: [
    "..RRR...RRR..",
    ".RRRRR.RRRRR.",
    "RRWWRRRRRRRRR",
    "RRWRRRRRRRRRR",
    "RRRRRRRRRRRRR",
    ".RRRRRRRRRRR.",
    "..RRRRRRRRR..",
    "...RRRRRRR...",
    "....RRRRR....",
    ".....RRR.....",
    "......R......",
  ],
  robot: [
    "......AA......",
    "......AA......",
    "...HHHHHHHH...",
    "...HEEHHEEH...",
    "...HEEHHEEH...",
    "...HHHHHHHH...",
    "...HHMMMMHH...",
    "...HHHHHHHH...",
    ".....NNNN.....",
    "..BBBBBBBBBB..",
    "AABBBPPPPBBBAA",
    "AABBBPLLPBBBAA",
    "AABBBPPPPBBBAA",
    "..BBBBBBBBBB..",
    "...LL....LL...",
    "..FFFF..FFFF..",
  ],
  chest: [
    "..MWWWWWWWWWWM..",
    ".MWWWWWWWWWWWWM.",
    "MWWWWWWWWWWWWWWM",
    "MMMMMMMMMMMMMMMM",
    "MWWWWWWLLWWWWWWM",
    "MWWWWWWLLWWWWWWM",
    "MWWWWWWLLWWWWWWM",
    "MMMMMMMMMMMMMMMM",
    "MWWWWWWWWWWWWWWM",
    "MWWWWWWWWWWWWWWM",
    "MWWWWWWWWWWWWWWM",
    "MMMMMMMMMMMMMMMM",
  ],
  flower: [
    ".....PPP......",
    "....PPPPP.....",
    ".PPPPPPPPPPP..",
    "PPPPPCCCPPPPP.",
    "PPPPCCCCCPPPP.",
    ".PPPPCCCPPPP..",
    "..PPPPPPPPP...",
    "....PPPPP.....",
    "......S.......",
    "..LL..S..LL...",
    ".LLLL.S.LLLL..",
    "..LLLLSLLLL...",
    "......S.......",
    "GGGGGGGGGGGGGG",
  ],
} as const;

export type SpriteName = keyof typeof SPRITES;
export const SPRITE_NAMES = Object.keys(SPRITES) as SpriteName[];

const { width: W, height: H } = PAGE_SIZE.portrait;
const THIN = 4;
const ZONE = 7;
const OUTLINE = 12;

export function pixelPage(name: SpriteName, random: Random): string {
  const rows: readonly string[] = SPRITES[name];
  const columns = Math.max(...rows.map((row) => row.length));
  const cell = Math.floor(Math.min(1380 / columns, 1700 / rows.length));
  const left = (W - cell * columns) / 2;
  const top = (H - cell * rows.length) / 2;
  const at = (row: number, column: number) => rows[row]?.[column] ?? ".";
  const squares: string[] = [];
  const edges: { width: number; svg: string }[] = [];
  const edge = (kind: string, neighbour: string, x1: number, y1: number, x2: number, y2: number) => {
    const width = neighbour === "." ? OUTLINE : neighbour === kind ? THIN : ZONE;
    edges.push({ width, svg: line(x1, y1, x2, y2, { "stroke-width": width, "stroke-linecap": "square" }) });
  };
  rows.forEach((row, r) => {
    [...row].forEach((kind, c) => {
      if (kind === ".") return;
      const x = left + c * cell;
      const y = top + r * cell;
      squares.push(rect(x, y, cell, cell, 0, { stroke: "none" }));
      // Each shared edge once (right and bottom); left and top only on the outline.
      edge(kind, at(r, c + 1), x + cell, y, x + cell, y + cell);
      edge(kind, at(r + 1, c), x, y + cell, x + cell, y + cell);
      if (at(r, c - 1) === ".") edge(kind, ".", x, y, x, y + cell);
      if (at(r - 1, c) === ".") edge(kind, ".", x, y, x + cell, y);
    });
  });
  // Thin lines first, so the thicker outline always sits on top.
  edges.sort((a, b) => a.width - b.width);
  const sparkles = Array.from({ length: 4 }, (_, index) => {
    const size = cell * 0.7;
    const x = index % 2 === 0 ? random.range(120, left - size - 10) : random.range(left + cell * columns + 10, W - 120 - size);
    const y = index < 2 ? random.range(140, top - size - 10) : random.range(top + cell * rows.length + 10, H - 140 - size);
    return Number.isFinite(x) && Number.isFinite(y) ? rect(x, y, size, size) : "";
  });
  return page("portrait", frame(W, H) + sparkles.join("") + g(squares) + g(edges.map((item) => item.svg)));
}
