/**
 * The site's icons as SVG path data, drawn on a 24×24 grid with round 2 px
 * strokes (shapes after Lucide, ISC licence). Icons replace emoji, which a
 * phone or a computer without a colour-emoji font shows as empty boxes.
 * Rendered by src/components/Icon.astro and src/islands/Icon.tsx; both hide
 * them from assistive technology, so the text beside an icon says it all.
 */
export const ICONS = {
  download: ["M12 3v12", "m7 10 5 5 5-5", "M5 21h14"],
  printer: ["M6 9V3h12v6", "M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2", "M6 14h12v7H6z"],
  file: ["M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z", "M14 3v6h6", "M8 13h8", "M8 17h5"],
  share: [
    "M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
    "M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
    "M18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
    "m8.6 13.5 6.8 4",
    "m15.4 6.5-6.8 4",
  ],
  heart: [
    "M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7z",
  ],
  whatsapp: ["M3 21l1.7-5A8.5 8.5 0 1 1 8 19.4z", "M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1.2-.5-2.5-1.8-3-3l1-1-1-2z"],
  link: ["M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7", "M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7"],
  crayon: ["m15 4 5 5", "M18 2 22 6 9 19l-6 2 2-6z", "m5 15 4 4"],
  search: ["M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z", "m21 21-4.3-4.3"],
  palette: [
    "M12 22a10 10 0 1 1 10-10c0 2.8-2.2 4-4 4h-2.5a1.5 1.5 0 0 0-1.1 2.5c.4.4.6.9.6 1.5 0 1.1-.9 2-2 2z",
    "M7.5 11.5h.01",
    "M10.5 7.5h.01",
    "M15.5 8.5h.01",
  ],
  book: ["M4 19.5V5a2 2 0 0 1 2-2h14v16H6.5a2.5 2.5 0 0 0 0 5H20v-5", "M8 7h8"],
  cookie: [
    "M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5z",
    "M8.5 8.5h.01",
    "M16 15.5h.01",
    "M12 12h.01",
    "M11 17h.01",
    "M7 14h.01",
  ],
  check: ["M20 6 9 17l-5-5"],
  chat: ["M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"],
  rss: ["M4 11a9 9 0 0 1 9 9", "M4 4a16 16 0 0 1 16 16", "M5 20h.01"],
  sparkles: ["m12 3 1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z", "M19 15v4", "M17 17h4"],
  paw: [
    "M6 6a2 2 0 1 0 4 0a2 2 0 1 0 -4 0z",
    "M14 6a2 2 0 1 0 4 0a2 2 0 1 0 -4 0z",
    "M2.7 11a1.8 1.8 0 1 0 3.6 0a1.8 1.8 0 1 0 -3.6 0z",
    "M17.7 11a1.8 1.8 0 1 0 3.6 0a1.8 1.8 0 1 0 -3.6 0z",
    "M12 12c-3 0-6 3.5-6 6.5 0 1.5 1.2 2.5 2.7 2.5 1.2 0 2.1-.6 3.3-.6s2.1.6 3.3.6c1.5 0 2.7-1 2.7-2.5 0-3-3-6.5-6-6.5z",
  ],
  zap: ["M13 2 3 14h9l-1 8 10-12h-9z"],
  shield: ["M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z"],
  cube: ["M21 16V8l-9-5-9 5v8l9 5z", "m3.3 7 8.7 5 8.7-5", "M12 22V12"],
  car: [
    "M5 17H3v-5l2-5h14l2 5v5h-2",
    "M5 17a2 2 0 1 0 4 0a2 2 0 1 0 -4 0z",
    "M15 17a2 2 0 1 0 4 0a2 2 0 1 0 -4 0z",
    "M9 17h6",
    "M3 12h18",
  ],
  star: ["m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z"],
  letters: ["M4 7V4h16v3", "M9 20h6", "M12 4v16"],
  article: ["M4 4h16v16H4z", "M8 8h8", "M8 12h8", "M8 16h5"],
} as const satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof ICONS;
