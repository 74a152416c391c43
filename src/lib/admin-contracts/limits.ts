/**
 * The admin area's limits, written once: the server refuses what breaks
 * them and the forms check them first (input `maxLength`, the same zod
 * schemas), so both always agree.
 */

export const NAME_MAX = 150;
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 10_000;
/** Characters in one tag. */
export const TAG_MAX = 60;
/** Tags on one drawing or article. */
export const TAGS_MAX = 50;
/** An article's excerpt (Resumo): a short summary shown on the blog's cards. */
export const EXCERPT_MAX = 500;
/** An article's markdown content: far above the longest article (the advised length is 1,500 words, about 10,000 characters). */
export const CONTENT_MAX = 200_000;
/**
 * An article's SEO fields. Above the lengths the editor's SEO panel advises
 * (30 to 60 and 120 to 160 characters, src/admin/lib/article-seo.ts), which stay
 * advice: these only stop what no search engine would show.
 */
export const META_TITLE_MAX = 100;
export const META_DESCRIPTION_MAX = 300;
export const SEARCH_MAX = 200;

/** Rows on a page of an admin list (spec section 9): what the screens ask for and what the server gives by default. */
export const ADMIN_PAGE_SIZE = 10;
/** The most rows one list request may ask for. */
export const LIST_LIMIT_MAX = 100;
/** A bound on `page`, so a silly number cannot become a huge OFFSET. */
export const PAGE_MAX = 100_000;

/** One uploaded image (spec section 9: 5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * Files at least this big go from the browser straight into storage where it
 * allows that (Supabase's signed upload URLs), and the form names them
 * instead of carrying them: a Netlify function takes at most 6 MB of request,
 * about 4.5 MB of a file once Netlify has base64-encoded it
 * (src/server/admin/direct-uploads.ts).
 */
export const DIRECT_UPLOAD_MIN_BYTES = 3 * 1024 * 1024;

/** The value a form field takes when its file went straight into storage: this prefix, then the storage path. */
export const DIRECT_UPLOAD_PREFIX = "rabisco-upload:";

/** The longest topic the article generator takes. */
export const TOPIC_MAX = 200;

/** At most this many drawings and articles in a collection (the table's checks say the same). */
export const COLLECTION_MAX_DRAWINGS = 200;
export const COLLECTION_MAX_ARTICLES = 50;
/**
 * The collections one drawing's save may name: a bound on one request, far
 * above any real catalogue (a dozen school dates), so a hostile list cannot
 * make the save scan thousands of rows.
 */
export const DRAWING_COLLECTIONS_MAX = 200;
