import { describe, expect, it } from "vitest";
import { decimalDigitsOnly, pageCount, pageOffset } from "./pagination.ts";

describe("pageCount", () => {
  it("gives an empty list its first page, whatever the total says", () => {
    expect(pageCount(0, 40)).toBe(1);
    expect(pageCount(-3, 10)).toBe(1);
  });

  it("starts a new page one item past a full one", () => {
    expect(pageCount(1, 40)).toBe(1);
    expect(pageCount(40, 40)).toBe(1);
    expect(pageCount(41, 40)).toBe(2);
    expect(pageCount(80, 40)).toBe(2);
    expect(pageCount(81, 40)).toBe(3);
  });
});

describe("pageOffset", () => {
  it("skips the items of the pages before", () => {
    expect(pageOffset(1, 40)).toBe(0);
    expect(pageOffset(2, 40)).toBe(40);
    expect(pageOffset(3, 10)).toBe(20);
  });
});

describe("decimalDigitsOnly", () => {
  it("reads decimal digits as a number and anything else as NaN", () => {
    expect(decimalDigitsOnly("16")).toBe(16);
    expect(decimalDigitsOnly(" 7 ")).toBe(7);
    for (const text of ["0x10", "1e1", "0b11", "2.5", "-1", "", "1".repeat(16)]) expect(decimalDigitsOnly(text), text).toBeNaN();
    expect(decimalDigitsOnly(undefined)).toBeUndefined();
    expect(decimalDigitsOnly(3)).toBe(3);
  });
});
