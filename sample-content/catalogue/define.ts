import type { ArtSpec } from "../art/index.ts";

/**
 * Shapes of the sample catalogue and the helper that writes each drawing's
 * description: what it shows (its own text), then a colouring tip and the
 * skill it exercises. A drawing may bring its own tip and skill (every
 * drawing added since issue 36 does: a tip about the sky and the grass does
 * not fit a fish at the bottom of the sea); the others take them in turn
 * from their category's lists so neighbouring drawings do not repeat each other.
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
  /** Its own colouring tip and skill, instead of its category's in turn. */
  tip?: string;
  skill?: string;
};

type CategoryDraft = {
  slug: string;
  name: string;
  description: string;
  cover?: string;
  /** The category's tips and skills, taken in turn by drawings without their own (none: each drawing brings its own). */
  tips?: string[];
  skills?: string[];
  tags: string[];
  drawings: DrawingDraft[];
};

const MAX_TAGS = 5;

export function defineCategory(draft: CategoryDraft): CatalogueCategory {
  const drawings = draft.drawings.map((drawing, index): CatalogueDrawing => {
    const tips = draft.tips ?? [];
    const skills = draft.skills ?? [];
    const tip = drawing.tip ?? tips[index % tips.length];
    const skill = drawing.skill ?? skills[(index + 1) % skills.length];
    if (!tip || !skill) throw new Error(`Drawing ${drawing.slug} has no tip or skill of its own, and its category none to lend`);
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
