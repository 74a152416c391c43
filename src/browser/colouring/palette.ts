import type { Colour } from "./document.ts";

/**
 * The colouring screen's palette: 24 colours a child knows by name, bright
 * and distinct, with skin tones and white (white is the eraser of a fill).
 * Names are what a screen reader announces.
 */
export type PaletteColour = { name: string; colour: Colour };

export const PALETTE: readonly PaletteColour[] = [
  { name: "Vermelho", colour: 0xe53935 },
  { name: "Vinho", colour: 0x8e2440 },
  { name: "Laranja", colour: 0xfb8c00 },
  { name: "Pêssego", colour: 0xffb48a },
  { name: "Amarelo", colour: 0xfdd835 },
  { name: "Dourado", colour: 0xd4a017 },
  { name: "Verde-limão", colour: 0xa5d63a },
  { name: "Verde", colour: 0x43a047 },
  { name: "Verde-escuro", colour: 0x1b5e20 },
  { name: "Turquesa", colour: 0x26c6da },
  { name: "Azul-claro", colour: 0x81d4fa },
  { name: "Azul", colour: 0x1e88e5 },
  { name: "Azul-marinho", colour: 0x1a237e },
  { name: "Lilás", colour: 0xc39be0 },
  { name: "Roxo", colour: 0x7b1fa2 },
  { name: "Rosa", colour: 0xf8a5c2 },
  { name: "Rosa-choque", colour: 0xe91e8c },
  { name: "Pele clara", colour: 0xf6d3b3 },
  { name: "Pele morena", colour: 0xc68642 },
  { name: "Pele escura", colour: 0x7a4a2a },
  { name: "Marrom", colour: 0x6d4c41 },
  { name: "Cinza", colour: 0x9e9e9e },
  { name: "Preto", colour: 0x212121 },
  { name: "Branco", colour: 0xffffff },
];

/** Palette colours by name, in the order given (other lists of colours are drawn from this one, so their names agree). */
export function paletteColours(...names: string[]): PaletteColour[] {
  return names.map((name) => {
    const entry = PALETTE.find((colour) => colour.name === name);
    if (!entry) throw new Error(`no palette colour named ${name}`);
    return entry;
  });
}

/** How many recent colours the screen keeps. */
export const RECENT_COLOURS = 6;

/** The recent list after using `colour`: it goes first, once. */
export function withRecent(recent: readonly Colour[], colour: Colour): Colour[] {
  return [colour, ...recent.filter((other) => other !== colour)].slice(0, RECENT_COLOURS);
}

/** `#rrggbb` of a colour. */
export function cssColour(colour: Colour): string {
  return `#${colour.toString(16).padStart(6, "0")}`;
}

/** A palette colour's name, or its hex code for one from elsewhere. */
export function colourName(colour: Colour): string {
  return PALETTE.find((entry) => entry.colour === colour)?.name ?? cssColour(colour);
}
