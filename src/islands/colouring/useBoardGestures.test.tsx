// @vitest-environment jsdom
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { StrokeCommand } from "#src/browser/colouring/document.ts";
import "../testing/render.ts";
import {
  type GestureHandlers,
  type GesturePointerEvent,
  type GestureTarget,
  TAP_SLOP,
  useBoardGestures,
} from "./useBoardGestures.ts";
import { FIT, type View } from "./view.ts";

/**
 * The board's pointer rules, through the hook as the board uses it: a
 * recording target stands for the board (its view, its strokes and fills),
 * and the handlers get the pointer events a browser sends.
 */
type Call = [string, ...unknown[]];

let calls: Call[];
let view: View;
let target: GestureTarget;
let handlers: GestureHandlers;
let unmount: () => void;

function Harness({ board }: { board: GestureTarget }) {
  handlers = useBoardGestures(board);
  return null;
}

let captured: number[] = [];
const stage = {
  setPointerCapture: (id: number) => captured.push(id),
  getBoundingClientRect: () => ({ left: 100, top: 50 }),
};
const pointer = (
  type: string,
  pointerId: number,
  clientX: number,
  clientY: number,
  pointerType = "touch",
): GesturePointerEvent => ({
  type,
  pointerId,
  pointerType,
  button: 0,
  clientX,
  clientY,
  currentTarget: stage,
});
const down = (id: number, x: number, y: number, type = "touch") => handlers.onPointerDown(pointer("pointerdown", id, x, y, type));
const move = (id: number, x: number, y: number) => handlers.onPointerMove(pointer("pointermove", id, x, y));
const up = (id: number, x: number, y: number) => handlers.onPointerEnd(pointer("pointerup", id, x, y));
const cancel = (id: number) => handlers.onPointerEnd(pointer("pointercancel", id, 0, 0));
const named = (name: string) => calls.filter(([call]) => call === name);

async function mount(tool: GestureTarget["tool"]) {
  calls = [];
  captured = [];
  view = FIT;
  target = {
    tool,
    // The stage maps 1:1 onto the map, from its corner at (100, 50).
    toMap: (x, y) => ({ x: x - 100, y: y - 50 }),
    view: () => view,
    stageSize: () => ({ width: 400, height: 300 }),
    setView: (next) => {
      view = next;
      calls.push(["view", next]);
    },
    pressFill: (at) => calls.push(["press", at]),
    fill: (at) => calls.push(["fill", at]),
    dropFill: () => calls.push(["drop"]),
    startStroke: (at) => {
      calls.push(["start", at]);
      return { kind: "stroke", colour: 0xff0000, size: 4, region: 0, points: [Math.round(at.x), Math.round(at.y)] };
    },
    extendStroke: (stroke) => calls.push(["extend", [...stroke.points]]),
    finishStroke: (stroke) => calls.push(["finish", stroke]),
    cancelStroke: () => calls.push(["cancel"]),
  };
  const container = document.createElement("div");
  const root = createRoot(container);
  await act(async () => root.render(createElement(Harness, { board: target })));
  unmount = () => act(() => root.unmount());
}

describe("the colouring board's gestures", () => {
  beforeEach(() => {
    calls = [];
  });
  afterEach(() => unmount?.());

  it("fills the map point where a finger pressed with the fill tool, even if it wobbles a little", async () => {
    await mount("fill");
    down(1, 150, 90);
    move(1, 150 + TAP_SLOP - 2, 90);
    up(1, 150 + TAP_SLOP - 2, 90);
    // Made at the press, shown at the release; and not captured, so the release has no boundary events to wait for.
    expect(calls).toEqual([
      ["press", { x: 50, y: 40 }],
      ["fill", { x: 50, y: 40 }],
    ]);
    expect(captured).toEqual([]);
  });

  it("pans instead of filling when the finger drags with the fill tool", async () => {
    await mount("fill");
    view = { scale: 2, x: -100, y: -50 };
    down(1, 200, 200);
    move(1, 230, 200);
    up(1, 230, 200);
    expect(named("fill")).toEqual([]);
    expect(calls.slice(0, 2).map(([name]) => name)).toEqual(["press", "drop"]);
    // The pan keeps its pointer from the moment it starts.
    expect(captured).toEqual([1]);
    expect(named("view").at(-1)?.[1]).toEqual({ scale: 2, x: -70, y: -50 });
  });

  it("drops the fill a press made when a second finger comes, or the pointer is cancelled", async () => {
    await mount("fill");
    down(1, 150, 100);
    down(2, 250, 100);
    expect(calls.map(([name]) => name)).toEqual(["press", "drop"]);
    up(2, 250, 100);
    up(1, 150, 100);
    expect(named("fill")).toEqual([]);
    calls = [];
    down(3, 150, 100);
    cancel(3);
    expect(calls.map(([name]) => name)).toEqual(["press", "drop"]);
  });

  it("paints a stroke point by point with the brush and keeps it when the finger lifts", async () => {
    await mount("brush");
    down(1, 110, 60);
    move(1, 120, 60);
    move(1, 120, 60); // the same point again: nothing to add
    move(1, 130, 70);
    up(1, 130, 70);
    expect(calls.map(([name]) => name)).toEqual(["start", "extend", "extend", "finish"]);
    expect(captured).toEqual([1]);
    expect(named("start")[0]?.[1]).toEqual({ x: 10, y: 10 });
    expect((named("finish")[0] as [string, StrokeCommand])[1].points).toEqual([10, 10, 20, 10, 30, 20]);
  });

  it("takes the stroke back when a second finger comes, pinches, and paints nothing until every finger is lifted", async () => {
    await mount("brush");
    down(1, 150, 100);
    move(1, 160, 100);
    down(2, 250, 100);
    expect(named("cancel")).toHaveLength(1);
    // The fingers spread from 90 to 180 px apart: twice the zoom.
    move(2, 340, 100);
    expect(named("view").at(-1)?.[1]).toMatchObject({ scale: 2 });
    up(2, 340, 100);
    // One finger still down after the pinch: it neither paints nor pans.
    const before = calls.length;
    move(1, 170, 120);
    up(1, 170, 120);
    expect(calls.slice(before)).toEqual([]);
    expect(named("finish")).toEqual([]);
    // Every finger lifted: the next touch paints again.
    down(3, 120, 60);
    expect(named("start")).toHaveLength(2);
  });

  it("drops a stroke whose pointer is cancelled (the browser took the gesture)", async () => {
    await mount("eraser");
    down(1, 120, 60);
    move(1, 140, 60);
    cancel(1);
    expect(calls.map(([name]) => name)).toEqual(["start", "extend", "cancel"]);
  });

  it("ignores a mouse's other buttons and a pointer it never saw go down", async () => {
    await mount("fill");
    handlers.onPointerDown({ ...pointer("pointerdown", 1, 150, 90, "mouse"), button: 2 });
    up(1, 150, 90);
    move(7, 10, 10);
    up(7, 10, 10);
    expect(calls).toEqual([]);
  });

  it("reads the board afresh at each event: a tool changed between strokes applies to the next", async () => {
    await mount("fill");
    target.tool = "brush";
    down(1, 120, 60);
    up(1, 120, 60);
    expect(calls.map(([name]) => name)).toEqual(["start", "finish"]);
  });
});
