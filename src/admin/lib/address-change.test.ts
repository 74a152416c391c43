import { describe, expect, it } from "vitest";
import { addressChangeNotice, categoryAddressAfterEdit, drawingAddressAfterEdit } from "./address-change.ts";

describe("address change notice", () => {
  const saved = { title: "Gato Feliz", slug: "gato-feliz", categorySlug: "animais" };
  it("says nothing while the address stays", () => {
    const same = drawingAddressAfterEdit(saved, { title: "Gato Feliz ", categorySlug: "animais" });
    expect(addressChangeNotice(same?.current ?? "", same?.next ?? null)).toBeUndefined();
  });
  it("names the new address when the title or the category changes, and says the old one keeps working", () => {
    const renamed = drawingAddressAfterEdit(saved, { title: "Gatinho Feliz", categorySlug: "animais" });
    expect(addressChangeNotice(renamed?.current ?? "", renamed?.next ?? null)).toBe(
      "Ao salvar, o endereço da página muda para /desenhos/animais/gatinho-feliz. O endereço antigo continua funcionando e leva ao novo.",
    );
    const moved = drawingAddressAfterEdit(saved, { title: "Gato Feliz", categorySlug: "bichos" });
    expect(moved?.next).toBe("/desenhos/bichos/gato-feliz");
    const category = categoryAddressAfterEdit({ name: "Animais", slug: "animais" }, "Bichos e Animais");
    expect(category).toEqual({ current: "/categorias/animais", next: "/categorias/bichos-e-animais" });
  });
});
