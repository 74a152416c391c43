import { describe, expect, it } from "vitest";
import { categoryFormSchema, drawingFormSchema, loginSchema } from "#src/lib/admin-contracts/schemas.ts";
import { issuesToFieldErrors, refusedSave, validateForm } from "./validation.ts";

describe("login form", () => {
  it("requires the e-mail and the password", () => {
    expect(validateForm(loginSchema, { email: " ", password: "" })).toEqual({
      ok: false,
      errors: { email: "O e-mail é obrigatório", password: "A senha é obrigatória" },
    });
  });

  it("rejects a malformed e-mail", () => {
    expect(validateForm(loginSchema, { email: "admin", password: "x" })).toEqual({
      ok: false,
      errors: { email: "Informe um e-mail válido" },
    });
  });

  it("accepts and trims the e-mail, never the password", () => {
    expect(validateForm(loginSchema, { email: " admin@rabisco.com.br ", password: " segredo " })).toEqual({
      ok: true,
      data: { email: "admin@rabisco.com.br", password: " segredo " },
    });
  });
});

describe("drawing form", () => {
  const valid = { title: "Gato", categoryId: "c1", description: "", tags: [], active: true };

  it("requires a title and a category", () => {
    expect(validateForm(drawingFormSchema, { ...valid, title: "  ", categoryId: "" })).toEqual({
      ok: false,
      errors: { title: "O título é obrigatório", categoryId: "Selecione uma categoria" },
    });
  });

  it("applies the server's length limits", () => {
    expect(validateForm(drawingFormSchema, { ...valid, title: "x".repeat(201) })).toEqual({
      ok: false,
      errors: { title: "O título deve ter no máximo 200 caracteres" },
    });
    expect(validateForm(categoryFormSchema, { name: "x".repeat(151), description: "" })).toEqual({
      ok: false,
      errors: { name: "O nome deve ter no máximo 150 caracteres" },
    });
  });

  it("keeps the description optional and trims the text fields", () => {
    expect(validateForm(drawingFormSchema, { ...valid, title: " Gato feliz ", description: " Um gato. " })).toEqual({
      ok: true,
      data: { ...valid, title: "Gato feliz", description: "Um gato.", difficulty: "auto" },
    });
  });

  it("takes the level chosen by hand, 'auto' unless chosen, and refuses any other", () => {
    expect(validateForm(drawingFormSchema, { ...valid, difficulty: "dificil" })).toMatchObject({
      ok: true,
      data: { difficulty: "dificil" },
    });
    expect(validateForm(drawingFormSchema, { ...valid, difficulty: "muito-dificil" })).toMatchObject({
      ok: false,
      errors: { difficulty: "Nível de dificuldade inválido: escolha Automático, Fácil, Médio, Difícil ou Desafio" },
    });
  });
});

describe("category form", () => {
  it("requires a name", () => {
    expect(validateForm(categoryFormSchema, { name: "", description: "x" })).toEqual({
      ok: false,
      errors: { name: "O nome é obrigatório" },
    });
  });

  it("accepts a name without a description", () => {
    expect(validateForm(categoryFormSchema, { name: "Animais", description: "" })).toEqual({
      ok: true,
      data: { name: "Animais", description: "" },
    });
  });
});

describe("issuesToFieldErrors", () => {
  it("keeps the first message of each known field", () => {
    const issues = [
      { path: ["title"], message: "O título é obrigatório" },
      { path: ["title"], message: "second" },
      { path: ["unknown"], message: "ignored" },
      { path: "categoryId", message: "Selecione uma categoria" },
      { path: "tags.0", message: "Cada tag deve ter no máximo 60 caracteres" },
      "garbage",
    ];
    expect(issuesToFieldErrors(issues, ["title", "categoryId", "tags"])).toEqual({
      title: "O título é obrigatório",
      categoryId: "Selecione uma categoria",
      tags: "Cada tag deve ter no máximo 60 caracteres",
    });
  });

  it("ignores a body without issues", () => {
    expect(issuesToFieldErrors(undefined, ["title"])).toEqual({});
  });
});

describe("refusedSave", () => {
  type Values = { name: string; description: string };
  const fields = ["name", "description"] as const;

  it("puts a 422's messages on the form's fields and on the image, and ignores fields the form does not have", () => {
    const issues = [
      { path: "name", message: "Nome é obrigatório" },
      { path: ["image"], message: "Imagem muito grande" },
      { path: "slug", message: "não está no formulário" },
    ];
    expect(refusedSave<Values>({ status: 422, message: "Dados inválidos", issues }, fields)).toEqual({
      fields: { name: "Nome é obrigatório" },
      image: "Imagem muito grande",
    });
  });

  it("puts a too large (413) or not an image (415) answer on the image", () => {
    expect(refusedSave<Values>({ status: 413, message: "Arquivo muito grande" }, fields)).toEqual({
      fields: {},
      image: "Arquivo muito grande",
    });
    expect(refusedSave<Values>({ status: 415, message: "Formato não suportado" }, fields)?.image).toBe("Formato não suportado");
  });

  it("leaves any other failure to the generic message", () => {
    expect(refusedSave<Values>({ status: 500, message: "Erro interno" }, fields)).toBeNull();
    expect(refusedSave<Values>(null, fields)).toBeNull();
  });
});
