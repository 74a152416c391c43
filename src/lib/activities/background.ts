import { edgeRegions } from "#src/lib/colouring/difficulty.ts";
import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";

/**
 * The regions that are the page around a drawing's figures, not a part of
 * them (issue 48): the activities number none of them and trace the figure
 * inside them. These are the regions that reach the page's edge and, when
 * the drawing has a frame (a line around the whole page, as many colouring
 * pages have), the regions just inside it: the sky, the ground.
 *
 * A frame shows as a page region that is only a strip along the edges (none
 * of its pixels farther from the edge than a twelfth of the page's short
 * side) with a few regions along its inner side. Without a frame, the page
 * region reaches in around the figure; a figure drawn to the page's edges
 * meets it with many of its parts.
 */
const FRAME_STRIP = 1 / 12;
const FRAME_INSIDE = 4;

export function backgroundRegions(map: StoredRegionMap): Set<number> {
  const { width, height, labels, regions } = map;
  const page = edgeRegions(map);
  // Per region, not a Set per pixel: this runs over every pixel of the page.
  const isPage = new Uint8Array(regions + 1);
  for (const region of page) isPage[region] = 1;
  const strip = FRAME_STRIP * Math.min(width, height);
  const inside = new Set<number>();
  const meet = (label: number) => {
    if (isPage[label] === 0) inside.add(label);
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0, at = y * width; x < width; x++, at++) {
      if (isPage[labels[at] as number] === 0) continue;
      // A page pixel deep inside: no frame.
      if (Math.min(x, y, width - 1 - x, height - 1 - y) > strip) return page;
      if (x + 1 < width) meet(labels[at + 1] as number);
      if (x > 0) meet(labels[at - 1] as number);
      if (y + 1 < height) meet(labels[at + width] as number);
      if (y > 0) meet(labels[at - width] as number);
    }
  }
  return inside.size <= FRAME_INSIDE ? new Set([...page, ...inside]) : page;
}
