import { describe, expect, it } from "vitest";
import { weekdayOrdinal, yearlyDateLabel } from "./rule-label.ts";

describe("yearlyDateLabel", () => {
  it("names each kind of yearly date in Portuguese", () => {
    expect(yearlyDateLabel(null)).toBe("Sem data");
    expect(yearlyDateLabel({ kind: "fixed", month: 10, day: 12 })).toBe("Todo ano em 12 de outubro");
    expect(yearlyDateLabel({ kind: "weekday", month: 5, weekday: 0, nth: 2 })).toBe("2º domingo de maio");
    expect(yearlyDateLabel({ kind: "weekday", month: 8, weekday: 5, nth: -1 })).toBe("Última sexta-feira de agosto");
    expect(yearlyDateLabel({ kind: "weekday", month: 8, weekday: 6, nth: -1 })).toBe("Último sábado de agosto");
    expect(yearlyDateLabel({ kind: "weekday", month: 9, weekday: 1, nth: 3 })).toBe("3ª segunda-feira de setembro");
    expect(yearlyDateLabel({ kind: "easter", offsetDays: 0 })).toBe("Domingo de Páscoa");
    expect(yearlyDateLabel({ kind: "easter", offsetDays: -47 })).toBe("47 dias antes da Páscoa");
    expect(yearlyDateLabel({ kind: "easter", offsetDays: 1 })).toBe("1 dia depois da Páscoa");
  });
});

describe("weekdayOrdinal", () => {
  it("agrees with the weekday: masculine for domingo and sábado, feminine for the '-feira' days", () => {
    expect([1, 2, 5, -1].map((nth) => weekdayOrdinal(nth, 0))).toEqual(["1º", "2º", "5º", "Último"]);
    expect([1, 2, 5, -1].map((nth) => weekdayOrdinal(nth, 1))).toEqual(["1ª", "2ª", "5ª", "Última"]);
    expect(weekdayOrdinal(4, 5)).toBe("4ª");
    expect(weekdayOrdinal(3, 6)).toBe("3º");
  });
});
