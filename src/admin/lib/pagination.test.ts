import { describe, expect, it } from "vitest";
import { clampPage, type PageItem, pageRange, paginationWindow, showingLabel, slicePage } from "./pagination.ts";

/** The window as a compact string: numbers, and "…" for an ellipsis. */
function render(items: PageItem[]): string {
  return items.map((item) => (item.type === "page" ? String(item.page) : "…")).join(" ");
}

describe("paginationWindow", () => {
  it("shows every page when there are five or fewer", () => {
    expect(render(paginationWindow(1, 1))).toBe("1");
    expect(render(paginationWindow(2, 3))).toBe("1 2 3");
    expect(render(paginationWindow(5, 5))).toBe("1 2 3 4 5");
  });

  it("has nothing to show without pages", () => {
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it("keeps five numbers at the start and adds the last page", () => {
    expect(render(paginationWindow(1, 10))).toBe("1 2 3 4 5 … 10");
    expect(render(paginationWindow(3, 10))).toBe("1 2 3 4 5 … 10");
  });

  it("centres the window and adds first and last pages with ellipses", () => {
    expect(render(paginationWindow(5, 10))).toBe("1 … 3 4 5 6 7 … 10");
    expect(render(paginationWindow(6, 12))).toBe("1 … 4 5 6 7 8 … 12");
  });

  it("omits an ellipsis when the gap is empty", () => {
    expect(render(paginationWindow(4, 10))).toBe("1 2 3 4 5 6 … 10");
    expect(render(paginationWindow(4, 7))).toBe("1 2 3 4 5 6 7");
    expect(render(paginationWindow(7, 10))).toBe("1 … 5 6 7 8 9 10");
    expect(render(paginationWindow(6, 6))).toBe("1 2 3 4 5 6");
  });

  it("keeps five numbers at the end", () => {
    expect(render(paginationWindow(10, 10))).toBe("1 … 6 7 8 9 10");
    expect(render(paginationWindow(9, 10))).toBe("1 … 6 7 8 9 10");
  });

  it("clamps a current page outside the range", () => {
    expect(render(paginationWindow(99, 10))).toBe("1 … 6 7 8 9 10");
    expect(render(paginationWindow(-3, 10))).toBe("1 2 3 4 5 … 10");
  });

  it("labels the two ellipses apart so they can be keyed", () => {
    const ellipses = paginationWindow(50, 100).filter((item) => item.type === "ellipsis");
    expect(ellipses).toEqual([
      { type: "ellipsis", position: "start" },
      { type: "ellipsis", position: "end" },
    ]);
  });

  it("honours another window size", () => {
    expect(render(paginationWindow(5, 10, 3))).toBe("1 … 4 5 6 … 10");
  });
});

describe("page counting", () => {
  it("clamps pages", () => {
    expect(clampPage(0, 25)).toBe(1);
    expect(clampPage(4, 25)).toBe(3);
    expect(clampPage(Number.NaN, 25)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
  });

  it("gives the row range of a page", () => {
    expect(pageRange(1, 25)).toEqual({ from: 1, to: 10 });
    expect(pageRange(3, 25)).toEqual({ from: 21, to: 25 });
    expect(pageRange(1, 0)).toEqual({ from: 0, to: 0 });
  });

  it("writes the footer sentence", () => {
    expect(showingLabel(2, 25, "desenhos")).toBe("Mostrando 11 a 20 de 25 desenhos");
    expect(showingLabel(1, 0, "categorias")).toBe("Mostrando 0 a 0 de 0 categorias");
  });

  it("slices a loaded list", () => {
    const items = Array.from({ length: 23 }, (_, index) => index + 1);
    expect(slicePage(items, 3)).toEqual([21, 22, 23]);
    expect(slicePage(items, 9)).toEqual([21, 22, 23]);
    expect(slicePage([], 1)).toEqual([]);
  });
});
