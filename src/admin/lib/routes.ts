/**
 * The admin routes of the spec (section 2) as data: `matchRoute` turns a
 * pathname into the screen to show. Everything but the login screen needs a
 * signed-in administrator.
 */
export type AdminRoute =
  | { name: "login" }
  | { name: "drawings" }
  | { name: "drawing-new" }
  | { name: "drawing-edit"; id: string }
  | { name: "categories" }
  | { name: "category-new" }
  | { name: "category-edit"; id: string }
  | { name: "collections" }
  | { name: "collection-new" }
  | { name: "collection-edit"; id: string }
  | { name: "articles" }
  | { name: "article-new" }
  | { name: "article-edit"; id: string }
  | { name: "article-generate" }
  | { name: "auto-publish" }
  | { name: "trash" }
  | { name: "dashboard" }
  | { name: "not-found" };

export const ADMIN_HOME = "/admin";
export const AFTER_LOGIN = "/admin/drawings";

export const paths = {
  login: ADMIN_HOME,
  drawings: "/admin/drawings",
  drawingNew: "/admin/drawings/new",
  drawing: (id: string) => `/admin/drawings/${encodeURIComponent(id)}`,
  categories: "/admin/categories",
  categoryNew: "/admin/categories/new",
  category: (id: string) => `/admin/categories/${encodeURIComponent(id)}`,
  collections: "/admin/collections",
  collectionNew: "/admin/collections/new",
  collection: (id: string) => `/admin/collections/${encodeURIComponent(id)}`,
  articles: "/admin/articles",
  articleNew: "/admin/articles/new",
  article: (id: string) => `/admin/articles/edit/${encodeURIComponent(id)}`,
  articleGenerate: "/admin/articles/generate",
  autoPublish: "/admin/auto-publish",
  trash: "/admin/trash",
  dashboard: "/admin/dashboard",
} as const;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function matchRoute(pathname: string): AdminRoute {
  const segments = pathname.split("/").filter(Boolean);
  if (segments[0] !== "admin") return { name: "not-found" };
  const [section, first, second, ...rest] = segments.slice(1);
  if (rest.length > 0) return { name: "not-found" };
  if (section === undefined) return { name: "login" };

  const id = first === undefined ? null : decode(first);
  switch (section) {
    case "drawings":
      if (first === undefined) return { name: "drawings" };
      if (second !== undefined || id === null) return { name: "not-found" };
      return first === "new" ? { name: "drawing-new" } : { name: "drawing-edit", id };
    case "categories":
      if (first === undefined) return { name: "categories" };
      if (second !== undefined || id === null) return { name: "not-found" };
      return first === "new" ? { name: "category-new" } : { name: "category-edit", id };
    case "collections":
      if (first === undefined) return { name: "collections" };
      if (second !== undefined || id === null) return { name: "not-found" };
      return first === "new" ? { name: "collection-new" } : { name: "collection-edit", id };
    case "articles": {
      if (first === undefined) return { name: "articles" };
      if (first === "new" && second === undefined) return { name: "article-new" };
      if (first === "generate" && second === undefined) return { name: "article-generate" };
      const articleId = second === undefined ? null : decode(second);
      if (first === "edit" && articleId) return { name: "article-edit", id: articleId };
      return { name: "not-found" };
    }
    case "auto-publish":
      return first === undefined ? { name: "auto-publish" } : { name: "not-found" };
    case "trash":
      return first === undefined ? { name: "trash" } : { name: "not-found" };
    case "dashboard":
      return first === undefined ? { name: "dashboard" } : { name: "not-found" };
    default:
      return { name: "not-found" };
  }
}

export function isProtected(route: AdminRoute): boolean {
  return route.name !== "login";
}
