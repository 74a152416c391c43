/**
 * The attributes every card image shares, on the static cards and in the
 * islands that draw the same cards: the size its variant is made at
 * (src/server/images: a drawing's portrait card, a category's or
 * collection's 4:3 cover, an article's 16:9 picture), so the browser keeps
 * the room before the image arrives, and lazy loading below the first row.
 */
const CARD_SIZES = {
  drawing: { width: "480", height: "679" },
  cover: { width: "480", height: "360" },
  article: { width: "640", height: "360" },
} as const;

type CardImageKind = keyof typeof CARD_SIZES;

export function cardImageAttributes(kind: CardImageKind, eager: boolean) {
  return { ...CARD_SIZES[kind], loading: eager ? "eager" : "lazy", decoding: "async" } as const;
}
