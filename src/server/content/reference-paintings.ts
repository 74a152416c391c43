import type { ReferencePoint } from "#src/lib/activities/reference-painting.ts";
import { DRAWINGS } from "#src/lib/admin-contracts/messages.ts";
import { isUuid } from "#src/lib/uuid.ts";
import {
  deleteReferencePainting,
  drawingExists,
  type ReferencePainting,
  referencePaintingOf,
  saveReferencePainting,
} from "#src/server/repositories/reference-paintings.ts";
import { notFound } from "../errors.ts";
import type { ContentDeps } from "./deps.ts";

/**
 * A drawing's reference painting in the admin (issue 48): read, replaced as
 * a whole from the colouring screen, removed. The public side reads it with
 * the drawing's colouring description (src/server/colouring/sheet.ts).
 */
export type AdminReferencePainting = { points: ReferencePoint[]; paintedAt: string } | null;

const toAdmin = (painting: ReferencePainting | null): AdminReferencePainting =>
  painting ? { points: painting.points, paintedAt: painting.paintedAt.toISOString() } : null;

async function existing({ db }: Pick<ContentDeps, "db">, id: string): Promise<string> {
  if (!isUuid(id) || !(await drawingExists(db, id))) throw notFound(DRAWINGS.notFound);
  return id;
}

export async function adminReferencePainting(deps: Pick<ContentDeps, "db">, id: string): Promise<AdminReferencePainting> {
  return toAdmin(await referencePaintingOf(deps.db, await existing(deps, id)));
}

export async function replaceReferencePainting(
  deps: Pick<ContentDeps, "db">,
  id: string,
  points: readonly ReferencePoint[],
): Promise<AdminReferencePainting> {
  const drawingId = await existing(deps, id);
  if (!(await saveReferencePainting(deps.db, drawingId, points))) throw notFound(DRAWINGS.notFound);
  return toAdmin(await referencePaintingOf(deps.db, drawingId));
}

export async function removeReferencePainting(deps: Pick<ContentDeps, "db">, id: string): Promise<void> {
  await deleteReferencePainting(deps.db, await existing(deps, id));
}
