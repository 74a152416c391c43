import { describe, expect, it } from "vitest";
import { searchParamsSchema } from "./route.ts";

describe("searchParamsSchema", () => {
  it("reads the page from decimal digits alone", () => {
    expect(searchParamsSchema.parse({ q: "gato" })).toEqual({ q: "gato", page: 1 });
    expect(searchParamsSchema.parse({ q: "gato", page: "16" })).toEqual({ q: "gato", page: 16 });
    for (const page of ["0x10", "1e1", "0b11", "0o7", "2.5", "-1", "0", "Infinity", "", "dois"]) {
      const parsed = searchParamsSchema.safeParse({ q: "gato", page });
      expect(parsed.success, page).toBe(false);
      expect(parsed.error?.issues[0]?.message, page).toBe("Página inválida.");
    }
    expect(searchParamsSchema.safeParse({ q: "gato", page: "51" }).error?.issues[0]?.message).toBe(
      "A busca mostra no máximo 50 páginas.",
    );
  });
});
