import { useRef } from "react";
import { MAX_STROKE_POINTS, type StrokeCommand } from "#src/browser/colouring/document.ts";
import type { ColouringTool } from "#src/browser/colouring/preferences.ts";
import { panBy, type View, zoomAt } from "./view.ts";

/**
 * The colouring board's pointer rules, the ones colouring apps settled on:
 * - one finger (or the mouse) fills on tap, or paints with the brush; with the
 *   fill tool, a drag pans instead;
 * - a second finger turns the gesture into a pinch (zoom and pan) and takes
 *   back the stroke the first finger had begun: no stray mark, ever;
 * - after a pinch, nothing paints until every finger is lifted.
 *
 * The hook decides; the board (ColouringBoard.tsx) acts, through `target`.
 */

/** Movement (CSS px) under which a press still counts as a tap. */
export const TAP_SLOP = 10;

export type Point = { x: number; y: number };

/** What the gestures act on: the board's stage and its painting. Read afresh at each event. */
export type GestureTarget = {
  tool: ColouringTool;
  /** Where a point of the screen falls on the region map. */
  toMap(clientX: number, clientY: number): Point;
  view(): View;
  stageSize(): { width: number; height: number };
  setView(view: View): void;
  /**
   * A press with the fill tool, at its map point: the board may make the
   * fill now, unseen, so the release only shows it (issue 47).
   */
  pressFill(at: Point): void;
  /** The press was a tap: fill where it was pressed (the point taken at the press, so the release reads no layout). */
  fill(at: Point): void;
  /** The press became a pan or a pinch, or was cancelled: no fill. */
  dropFill(): void;
  /** A stroke begins at this point of the map: the command to grow, or null when there is nothing to paint on. */
  startStroke(at: Point): StrokeCommand | null;
  /** The stroke has a new last point: paint from the one before. */
  extendStroke(stroke: StrokeCommand): void;
  /** The finger is lifted: the stroke is kept. */
  finishStroke(stroke: StrokeCommand): void;
  /** The stroke goes (a second finger, a cancelled pointer): nothing of it stays. */
  cancelStroke(): void;
};

/** The parts of a pointer event the gestures read: React's PointerEvent has them all. */
export type GesturePointerEvent = {
  pointerId: number;
  pointerType: string;
  button: number;
  clientX: number;
  clientY: number;
  type: string;
  currentTarget: { setPointerCapture?(id: number): void; getBoundingClientRect(): { left: number; top: number } };
};

type Gesture =
  | { mode: "idle" }
  | { mode: "tap"; id: number; x: number; y: number; view: View; at: Point }
  | { mode: "pan"; id: number; x: number; y: number; view: View }
  | { mode: "paint"; id: number; stroke: StrokeCommand }
  | { mode: "pinch"; distance: number; cx: number; cy: number; view: View }
  | { mode: "ignore" };

export type GestureHandlers = {
  onPointerDown(event: GesturePointerEvent): void;
  onPointerMove(event: GesturePointerEvent): void;
  /** Both the end and the cancellation of a pointer (`event.type` tells which). */
  onPointerEnd(event: GesturePointerEvent): void;
};

export function useBoardGestures(target: GestureTarget): GestureHandlers {
  const latest = useRef(target);
  latest.current = target;
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture>({ mode: "idle" });
  const handlers = useRef<GestureHandlers | null>(null);
  handlers.current ??= gestureHandlers(() => latest.current, pointers.current, gesture);
  return handlers.current;
}

const twoFingers = (pointers: Map<number, Point>) => [...pointers.values()] as [Point, Point];

function gestureHandlers(
  target: () => GestureTarget,
  pointers: Map<number, Point>,
  gesture: { current: Gesture },
): GestureHandlers {
  return {
    onPointerDown(event) {
      if (event.pointerType === "mouse" && event.button !== 0) return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const board = target();
      // A drag keeps its pointer when it leaves the stage. A tap is not captured (a pan captures as it starts):
      // capturing fires boundary events the tap's release would wait for (issue 47).
      if (board.tool !== "fill" || pointers.size > 1) event.currentTarget.setPointerCapture?.(event.pointerId);
      if (pointers.size === 2) {
        if (gesture.current.mode === "paint") board.cancelStroke();
        if (gesture.current.mode === "tap") board.dropFill();
        const [a, b] = twoFingers(pointers);
        const rect = event.currentTarget.getBoundingClientRect();
        gesture.current = {
          mode: "pinch",
          distance: Math.hypot(a.x - b.x, a.y - b.y) || 1,
          cx: (a.x + b.x) / 2 - rect.left,
          cy: (a.y + b.y) / 2 - rect.top,
          view: board.view(),
        };
        return;
      }
      if (pointers.size > 2 || gesture.current.mode !== "idle") return;
      if (board.tool === "fill") {
        const at = board.toMap(event.clientX, event.clientY);
        gesture.current = { mode: "tap", id: event.pointerId, x: event.clientX, y: event.clientY, view: board.view(), at };
        board.pressFill(at);
        return;
      }
      const stroke = board.startStroke(board.toMap(event.clientX, event.clientY));
      if (stroke) gesture.current = { mode: "paint", id: event.pointerId, stroke };
    },

    onPointerMove(event) {
      if (!pointers.has(event.pointerId)) return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const board = target();
      const current = gesture.current;
      if (current.mode === "pinch" && pointers.size >= 2) {
        const [a, b] = twoFingers(pointers);
        const rect = event.currentTarget.getBoundingClientRect();
        const cx = (a.x + b.x) / 2 - rect.left;
        const cy = (a.y + b.y) / 2 - rect.top;
        const size = board.stageSize();
        const scale = current.view.scale * (Math.hypot(a.x - b.x, a.y - b.y) / current.distance);
        board.setView(panBy(zoomAt(current.view, scale, current.cx, current.cy, size), cx - current.cx, cy - current.cy, size));
      } else if ((current.mode === "tap" || current.mode === "pan") && current.id === event.pointerId) {
        const dx = event.clientX - current.x;
        const dy = event.clientY - current.y;
        if (current.mode === "tap" && Math.hypot(dx, dy) < TAP_SLOP) return;
        if (current.mode === "tap") {
          board.dropFill();
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }
        gesture.current = { ...current, mode: "pan" };
        board.setView(panBy(current.view, dx, dy, board.stageSize()));
      } else if (current.mode === "paint" && current.id === event.pointerId) {
        const { points } = current.stroke;
        const point = board.toMap(event.clientX, event.clientY);
        const x = Math.round(point.x);
        const y = Math.round(point.y);
        if (points.length >= 2 * MAX_STROKE_POINTS || (x === points[points.length - 2] && y === points[points.length - 1]))
          return;
        points.push(x, y);
        board.extendStroke(current.stroke);
      }
    },

    onPointerEnd(event) {
      if (!pointers.delete(event.pointerId)) return;
      const board = target();
      const current = gesture.current;
      if (current.mode === "tap" && current.id === event.pointerId) {
        if (event.type === "pointerup") board.fill(current.at);
        else board.dropFill();
      } else if (current.mode === "paint" && current.id === event.pointerId) {
        if (event.type === "pointerup") board.finishStroke({ ...current.stroke, points: [...current.stroke.points] });
        else board.cancelStroke();
      }
      gesture.current =
        pointers.size === 0
          ? { mode: "idle" }
          : current.mode === "pinch" || current.mode === "ignore"
            ? { mode: "ignore" }
            : current;
    },
  };
}
