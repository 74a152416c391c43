import type { ArtSpec } from "../art/index.ts";

/**
 * Shapes of the sample catalogue and the helper that writes each drawing's
 * description: what it shows (its own text), then a colouring tip and the
 * skill it exercises, taken in turn from its category's lists so
 * neighbouring drawings do not repeat each other.
 */

export type CatalogueDrawing = {
  slug: string;
  title: string;
  /** Paragraphs separated by "\n", as the drawing page splits them. */
  description: string;
  tags: string[];
  art: ArtSpec;
  active: boolean;
};

export type CatalogueCategory = {
  slug: string;
  name: string;
  description: string;
  /** Slug of the drawing whose picture also illustrates the category. */
  coverSlug: string;
  drawings: CatalogueDrawing[];
};

export type DrawingDraft = {
  slug: string;
  title: string;
  shows: string;
  tags: string[];
  art: ArtSpec;
  active?: boolean;
};

type CategoryDraft = {
  slug: string;
  name: string;
  description: string;
  cover?: string;
  tips: string[];
  skills: string[];
  tags: string[];
  drawings: DrawingDraft[];
};

const MAX_TAGS = 5;

export function defineCategory(draft: CategoryDraft): CatalogueCategory {
  const drawings = draft.drawings.map((drawing, index): CatalogueDrawing => {
    const tip = draft.tips[index % draft.tips.length] ?? "";
    const skill = draft.skills[(index + 1) % draft.skills.length] ?? "";
    const tags = [...new Set([...drawing.tags, ...draft.tags])].slice(0, MAX_TAGS);
    return {
      slug: drawing.slug,
      title: drawing.title,
      description: [drawing.shows, tip, skill].filter(Boolean).join("\n"),
      tags,
      art: drawing.art,
      active: drawing.active ?? true,
    };
  });
  const first = drawings[0];
  if (!first) throw new Error(`Category ${draft.slug} has no drawings`);
  return { slug: draft.slug, name: draft.name, description: draft.description, coverSlug: draft.cover ?? first.slug, drawings };
}
