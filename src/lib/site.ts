import type { IconName } from "./icons.ts";
/** Site-wide constants of the spec. */
export const SITE_NAME = "Rabisco";
export const SITE_TAGLINE = "Desenhos para colorir grátis";
export const SITE_LOCALE = "pt_BR";
export const SITE_LANG = "pt-BR";

/** Social card size of the spec. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
export const DEFAULT_OG_IMAGE = "/og-default.jpg";

/** Home: featured categories and popular drawings. */
export const HOME_FEATURED_CATEGORIES = 8;
export const HOME_POPULAR_DRAWINGS = 8;
/** 'Novos desenhos' on the home page: one row on a desktop, the first drawings a phone sees. */
export const HOME_NEWEST_DRAWINGS = 4;
/** Drawings per category page; larger categories continue on /categorias/{slug}/pagina/{n}. */
export const CATEGORY_PAGE_SIZE = 40;
/** Drawings per page of an age band (/idade/{band}), as on a category's pages. */
export const AGE_PAGE_SIZE = CATEGORY_PAGE_SIZE;
/**
 * An age band's pages list its newest drawings, this many pages of them: a
 * band holds most of the catalogue, and each new drawing shifts every page
 * after it. Beyond them, the band's categories and collections narrow it.
 */
export const MAX_AGE_PAGES = 10;
export const RELATED_SHOWN = 4;
export const SEARCH_SKELETONS = 8;
export const BLOG_CARD_MAX_TAGS = 3;
export const BLOG_SEARCH_LIMIT = 10;
export const WORDS_PER_MINUTE = 200;
/** Print frame removal delay and message lifetimes, in milliseconds. */
export const PRINT_FRAME_REMOVE_MS = 1_000;
export const FEEDBACK_MESSAGE_MS = 3_000;

export type MenuCategory = { slug: string; name: string; icon: IconName };

/** The mobile menu's categories, with the spec's slugs. */
export const POPULAR_MENU_CATEGORIES: MenuCategory[] = [
  { slug: "animais", name: "Animais", icon: "paw" },
  { slug: "pokemons", name: "Pokémons", icon: "zap" },
  { slug: "patrulha-canina", name: "Patrulha Canina", icon: "shield" },
  { slug: "minecraft", name: "Minecraft", icon: "cube" },
];
export const MORE_MENU_CATEGORIES: MenuCategory[] = [
  { slug: "bobbie-goods", name: "Bobbie Goods", icon: "sparkles" },
  { slug: "carros", name: "Carros", icon: "car" },
  { slug: "herois", name: "Heróis", icon: "star" },
  { slug: "alfabeto", name: "Alfabeto", icon: "letters" },
];
/** Categories linked from the not-found page, in the spec's order. */
export const NOT_FOUND_CATEGORY_LINKS = ["minecraft", "pokemons", "animais", "patrulha-canina"];

export const FOOTER_LINKS = [
  { href: "/privacidade", label: "Privacidade" },
  { href: "/cookies", label: "Cookies" },
  { href: "/termos", label: "Termos de Uso" },
  { href: "/dmca", label: "Direitos Autorais" },
  { href: "/contato", label: "Contato" },
  { href: "/sobre", label: "Sobre" },
];

export const STATIC_PAGE_IDS = ["sobre", "contato", "privacidade", "cookies", "faq", "termos", "dmca"] as const;
export type StaticPageId = (typeof STATIC_PAGE_IDS)[number];
