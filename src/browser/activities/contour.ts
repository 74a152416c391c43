/**
 * The outline of a shape on a raster, and that outline brought down to a few
 * points (issue 48, 'Ligue os pontos'): pure geometry on a mask (1 inside,
 * 0 outside), in pixels with y downwards.
 */
export type Point = { x: number; y: number };

/** Moore neighbours in clockwise order on the screen (y down), from the west. */
const AROUND: readonly Point[] = [
  { x: -1, y: 0 },
  { x: -1, y: -1 },
  { x: 0, y: -1 },
  { x: 1, y: -1 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
  { x: -1, y: 1 },
];
const directionOf = (dx: number, dy: number) => AROUND.findIndex((step) => step.x === dx && step.y === dy);

/**
 * The outer outline of the shape `inside` marks (one connected shape), as
 * its boundary pixels in order, clockwise on the screen, starting at its
 * topmost-leftmost pixel: Moore-neighbour tracing with Jacob's stopping
 * rule (the start entered again the way it was first entered). Holes are not
 * followed. Bounded by the raster's size, whatever the shape.
 */
export function traceOutline(inside: (x: number, y: number) => boolean, width: number, height: number): Point[] {
  let start: Point | null = null;
  for (let y = 0; y < height && !start; y++) {
    for (let x = 0; x < width; x++) {
      if (inside(x, y)) {
        start = { x, y };
        break;
      }
    }
  }
  if (!start) return [];
  const within = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && inside(x, y);
  const outline: Point[] = [start];
  // Scanning found nothing to the west of the start: that is where it was entered from.
  const startBack = 0;
  let current = start;
  let back = startBack;
  for (let steps = 0; steps < 4 * width * height; steps++) {
    let found = -1;
    for (let turn = 1; turn <= 8; turn++) {
      const direction = (back + turn) % 8;
      const step = AROUND[direction] as Point;
      if (within(current.x + step.x, current.y + step.y)) {
        found = direction;
        break;
      }
    }
    // A single pixel: its outline is itself.
    if (found < 0) return outline;
    const step = AROUND[found] as Point;
    const checked = AROUND[(found + 7) % 8] as Point;
    const next = { x: current.x + step.x, y: current.y + step.y };
    // The last outside neighbour checked, as seen from the next pixel: where the search starts there.
    back = directionOf(current.x + checked.x - next.x, current.y + checked.y - next.y);
    current = next;
    if (current.x === start.x && current.y === start.y && back === startBack) return outline;
    outline.push(current);
  }
  return outline;
}

/** The length of a closed ring of points. */
export function ringLength(points: readonly Point[]): number {
  let length = 0;
  for (let index = 0; index < points.length; index++) {
    const a = points[index] as Point;
    const b = points[(index + 1) % points.length] as Point;
    length += Math.hypot(b.x - a.x, b.y - a.y);
  }
  return length;
}

/** Twice the area of the triangle a, b, c (unsigned). */
function triangleArea(a: Point, b: Point, c: Point): number {
  return Math.abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y));
}

/**
 * The indices (in order) of `count` points of a closed ring that keep its
 * shape best: Visvalingam–Whyatt, which drops, one at a time, the point
 * whose triangle with its two neighbours is the smallest (a pixel
 * staircase's steps first, a sharp corner last). A binary heap with lazy
 * deletion: O(n log n) for an outline of n pixels.
 */
export function simplifyRing(points: readonly Point[], count: number): number[] {
  const n = points.length;
  if (n <= count) return points.map((_, index) => index);
  const previous = Int32Array.from({ length: n }, (_, index) => (index + n - 1) % n);
  const next = Int32Array.from({ length: n }, (_, index) => (index + 1) % n);
  const area = new Float64Array(n);
  const removed = new Uint8Array(n);
  const heap: number[] = [];
  const weigh = (index: number) => {
    area[index] = triangleArea(
      points[previous[index] as number] as Point,
      points[index] as Point,
      points[next[index] as number] as Point,
    );
  };
  const less = (a: number, b: number) => (area[a] as number) < (area[b] as number) || (area[a] === area[b] && a < b);
  const push = (index: number) => {
    heap.push(index);
    let at = heap.length - 1;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!less(heap[at] as number, heap[parent] as number)) break;
      [heap[at], heap[parent]] = [heap[parent] as number, heap[at] as number];
      at = parent;
    }
  };
  const pop = (): number => {
    const top = heap[0] as number;
    const last = heap.pop() as number;
    if (heap.length > 0) {
      heap[0] = last;
      let at = 0;
      for (;;) {
        const left = 2 * at + 1;
        let smallest = at;
        if (left < heap.length && less(heap[left] as number, heap[smallest] as number)) smallest = left;
        if (left + 1 < heap.length && less(heap[left + 1] as number, heap[smallest] as number)) smallest = left + 1;
        if (smallest === at) break;
        [heap[at], heap[smallest]] = [heap[smallest] as number, heap[at] as number];
        at = smallest;
      }
    }
    return top;
  };
  // A point's entry is stale once its area changed: `stamp` holds the area it was pushed with.
  const stamp = new Float64Array(n);
  for (let index = 0; index < n; index++) {
    weigh(index);
    stamp[index] = area[index] as number;
    push(index);
  }
  let left = n;
  while (left > count && heap.length > 0) {
    const index = pop();
    if (removed[index] === 1 || stamp[index] !== area[index]) continue;
    removed[index] = 1;
    left--;
    const before = previous[index] as number;
    const after = next[index] as number;
    next[before] = after;
    previous[after] = before;
    for (const neighbour of [before, after]) {
      weigh(neighbour);
      stamp[neighbour] = area[neighbour] as number;
      push(neighbour);
    }
  }
  const kept: number[] = [];
  for (let index = 0; index < n; index++) if (removed[index] === 0) kept.push(index);
  return kept;
}

/**
 * `count` points of a closed ring, in order, that keep its shape and spread
 * along it: half are the ring's corners (Visvalingam–Whyatt), and each of
 * the rest splits the longest stretch of the ring between two points
 * already chosen (a straight side gets dots along it, not only at its ends).
 */
export function dotsAlongRing(points: readonly Point[], count: number): number[] {
  const n = points.length;
  if (n <= count) return points.map((_, index) => index);
  // How far along the ring each point is.
  const along = new Float64Array(n + 1);
  for (let index = 0; index < n; index++) {
    const a = points[index] as Point;
    const b = points[(index + 1) % n] as Point;
    along[index + 1] = (along[index] as number) + Math.hypot(b.x - a.x, b.y - a.y);
  }
  const total = along[n] as number;
  const chosen = simplifyRing(points, Math.max(3, Math.round(count / 2)));
  const stretch = (i: number) => {
    const from = chosen[i] as number;
    const to = chosen[(i + 1) % chosen.length] as number;
    return to > from ? (along[to] as number) - (along[from] as number) : total - (along[from] as number) + (along[to] as number);
  };
  while (chosen.length < count) {
    let longest = 0;
    for (let i = 1; i < chosen.length; i++) if (stretch(i) > stretch(longest)) longest = i;
    const from = chosen[longest] as number;
    const middle = ((along[from] as number) + stretch(longest) / 2) % total;
    // The ring's point at that distance (binary search on the distances along it).
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((along[mid] as number) <= middle) low = mid;
      else high = mid - 1;
    }
    if (chosen.includes(low)) break;
    chosen.splice(longest + 1, 0, low);
    // Kept in ring order: a split of the last stretch wraps past the end.
    chosen.sort((a, b) => a - b);
  }
  return chosen;
}
