import { describe, expect, it } from "vitest";
import { countWords, readingTimeLabel, readingTimeMinutes } from "./reading-time.ts";

const words = (count: number) => Array.from({ length: count }, (_, index) => `palavra${index}`).join(" ");

describe("countWords", () => {
  it.each([
    ["", 0],
    ["   \n\t ", 0],
    ["um", 1],
    ["  um   dois\ntrês\tquatro  ", 4],
    ["**negrito** e [link](https://exemplo.com)", 3],
    ["ação, coração e pão", 4],
    ["um\u00a0dois", 2],
  ])("%j has %i words", (text, expected) => {
    expect(countWords(text)).toBe(expected);
  });
});

describe("readingTimeMinutes", () => {
  it.each([
    [0, 0],
    [1, 1],
    [199, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [1200, 6],
    [1201, 7],
  ])("%i words take %i min at 200 words per minute, rounded up", (count, minutes) => {
    expect(readingTimeMinutes(words(count))).toBe(minutes);
  });

  it("counts whitespace-separated words of any length", () => {
    expect(readingTimeMinutes(`${words(200)}\n\n${words(1)}`)).toBe(2);
  });
});

describe("readingTimeLabel", () => {
  it("reads in Portuguese", () => {
    expect(readingTimeLabel(5)).toBe("5 min de leitura");
  });
});
