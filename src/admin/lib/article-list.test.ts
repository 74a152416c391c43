import { describe, expect, it } from "vitest";
import { formatAdminDateTime, foundLabel, LIST_TAGS_SHOWN, tagOverflow } from "./article-list.ts";

describe("formatAdminDateTime", () => {
  it("writes day/month/2-digit year hour:minute in Brasília time", () => {
    // 17:05 UTC is 14:05 in São Paulo (UTC-3, no daylight saving since 2019).
    expect(formatAdminDateTime("2026-11-23T17:05:00.000Z")).toBe("23/11/26 14:05");
    expect(formatAdminDateTime(new Date("2026-11-23T17:05:00Z"))).toBe("23/11/26 14:05");
  });

  it("pads with zeros and uses a 24-hour clock", () => {
    expect(formatAdminDateTime("2027-01-02T03:04:00Z")).toBe("02/01/27 00:04");
    expect(formatAdminDateTime("2026-06-30T23:59:00Z")).toBe("30/06/26 20:59");
  });

  it("moves to the previous day in Brasília when UTC has already turned", () => {
    expect(formatAdminDateTime("2026-03-01T01:30:00Z")).toBe("28/02/26 22:30");
  });

  it("gives null without a valid date", () => {
    expect(formatAdminDateTime(null)).toBeNull();
    expect(formatAdminDateTime(undefined)).toBeNull();
    expect(formatAdminDateTime("")).toBeNull();
    expect(formatAdminDateTime("not a date")).toBeNull();
  });
});

describe("tagOverflow", () => {
  it("shows up to two tags without a '+N'", () => {
    expect(tagOverflow([])).toEqual({ shown: [], hidden: [], more: null });
    expect(tagOverflow(["a"])).toEqual({ shown: ["a"], hidden: [], more: null });
    expect(tagOverflow(["a", "b"])).toEqual({ shown: ["a", "b"], hidden: [], more: null });
  });

  it("counts the rest as '+N'", () => {
    expect(tagOverflow(["a", "b", "c"])).toEqual({ shown: ["a", "b"], hidden: ["c"], more: "+1" });
    expect(tagOverflow(["a", "b", "c", "d", "e"]).more).toBe("+3");
  });

  it("takes another maximum", () => {
    expect(LIST_TAGS_SHOWN).toBe(2);
    expect(tagOverflow(["a", "b", "c"], 1)).toEqual({ shown: ["a"], hidden: ["b", "c"], more: "+2" });
    expect(tagOverflow(["a", "b"], 0).more).toBe("+2");
  });
});

describe("foundLabel", () => {
  it("counts the articles found in pt-BR", () => {
    expect(foundLabel(0)).toBe("0 artigos encontrados");
    expect(foundLabel(1)).toBe("1 artigo encontrado");
    expect(foundLabel(27)).toBe("27 artigos encontrados");
    expect(foundLabel(1234)).toBe("1.234 artigos encontrados");
  });
});
