import { describe, expect, it } from "vitest";
import { createNavigationGuard, historyIndex, historyState, undoTraversal } from "./navigation-guard.ts";

/** A confirm that records what it was asked and gives `answer`. */
function confirmer(asked: string[], answer: boolean) {
  return (message: string) => {
    asked.push(message);
    return answer;
  };
}

describe("navigation guard", () => {
  it("lets everything through without blockers, asking nothing", () => {
    const guard = createNavigationGuard();
    const asked: string[] = [];
    expect(guard.allows(confirmer(asked, false))).toBe(true);
    expect(asked).toEqual([]);
  });

  it("asks the first blocker that objects and follows the answer", () => {
    const guard = createNavigationGuard();
    const asked: string[] = [];
    guard.add(() => null);
    guard.add(() => "Há alterações não salvas.");
    guard.add(() => "Outra pergunta");
    expect(guard.allows(confirmer(asked, false))).toBe(false);
    expect(guard.allows(confirmer(asked, true))).toBe(true);
    expect(asked).toEqual(["Há alterações não salvas.", "Há alterações não salvas."]);
  });

  it("reads the blocker at navigation time and forgets removed ones", () => {
    const guard = createNavigationGuard();
    let dirty = false;
    const remove = guard.add(() => (dirty ? "Sair?" : null));
    expect(guard.allows(() => false)).toBe(true);
    dirty = true;
    expect(guard.allows(() => false)).toBe(false);
    remove();
    expect(guard.allows(() => false)).toBe(true);
    remove();
  });
});

describe("history positions", () => {
  it("round-trips the router's entry state and ignores others", () => {
    expect(historyIndex(historyState(4))).toBe(4);
    for (const state of [null, undefined, 3, "x", {}, { adminIndex: -1 }, { adminIndex: 1.5 }, { adminIndex: "2" }]) {
      expect(historyIndex(state)).toBeNull();
    }
  });

  it("undoes back and forward", () => {
    // At entry 5, back to 4: forward one to return.
    expect(undoTraversal(5, 4)).toBe(1);
    // At entry 2, forward to 3: back one.
    expect(undoTraversal(2, 3)).toBe(-1);
    expect(undoTraversal(5, 1)).toBe(4);
    expect(undoTraversal(5, 5)).toBeNull();
    expect(undoTraversal(5, null)).toBeNull();
  });
});
