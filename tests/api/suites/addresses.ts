import { expect, it } from "vitest";
import type { ServerContext } from "../servers.ts";
import { formOf, send } from "../support.ts";
import { client } from "./categories.ts";

/**
 * Stable addresses (issue 21): a renamed drawing or category, or a drawing
 * moved to another category, answers 301 at its old addresses, in one hop to
 * the current one, on the served site (the static pages the rebuild engine
 * writes, and the server behind them). An address another item takes later
 * is that item's page again.
 */
export function addressTests(context: () => ServerContext): void {
  const api = client(context);
  /** What a visitor gets at `path`: the status and, for a redirect, where it leads. */
  const visit = async (path: string) => {
    const response = await send(context().url, path, { headers: { accept: "text/html" }, origin: null });
    return { status: response.status, location: response.headers.location ?? null };
  };
  // The rebuild engine publishes a change within a second or so; wait for it with a generous ceiling.
  const until = (path: string, expected: { status: number; location?: string | null }) =>
    expect
      .poll(() => visit(path), { timeout: 60_000, interval: 200 })
      .toEqual({ status: expected.status, location: expected.location ?? null });

  it("redirects a renamed or moved drawing's and a renamed category's old addresses to the current ones, in one hop", async () => {
    const birds = (await api("/api/admin/categories", { method: "POST", form: formOf({ name: "Aves Do Brasil" }) })).body as {
      id: string;
    };
    const other = (await api("/api/admin/categories", { method: "POST", form: formOf({ name: "Aves Do Mundo" }) })).body as {
      id: string;
    };
    const created = await api("/api/admin/drawings", {
      method: "POST",
      form: formOf({ title: "Tucano Azul", categoryId: birds.id, active: "true" }),
    });
    expect(created.status).toBe(201);
    const drawing = created.body as { id: string };
    await until("/desenhos/aves-do-brasil/tucano-azul", { status: 200 });

    expect(
      (await api(`/api/admin/drawings/${drawing.id}`, { method: "PATCH", form: formOf({ title: "Tucano Verde" }) })).status,
    ).toBe(200);
    await until("/desenhos/aves-do-brasil/tucano-verde", { status: 200 });
    await until("/desenhos/aves-do-brasil/tucano-azul", { status: 301, location: "/desenhos/aves-do-brasil/tucano-verde" });
    expect(await visit("/desenho/tucano-azul")).toEqual({ status: 301, location: "/desenhos/aves-do-brasil/tucano-verde" });

    // A renamed category: its pages and its drawings' addresses move; the oldest address still takes one hop.
    expect(
      (await api(`/api/admin/categories/${birds.id}`, { method: "PATCH", form: formOf({ name: "Aves Brasileiras" }) })).status,
    ).toBe(200);
    await until("/categorias/aves-do-brasil", { status: 301, location: "/categorias/aves-brasileiras" });
    // Its level pages in either order too.
    expect(await visit("/categorias/aves-do-brasil/mais-baixados/nivel/facil/pagina/2")).toEqual({
      status: 301,
      location: "/categorias/aves-brasileiras/mais-baixados/nivel/facil/pagina/2",
    });
    // The drawing's pages move in the same rebuild, written after the category's page: wait for them too.
    await until("/desenhos/aves-do-brasil/tucano-verde", { status: 301, location: "/desenhos/aves-brasileiras/tucano-verde" });
    await until("/desenhos/aves-do-brasil/tucano-azul", { status: 301, location: "/desenhos/aves-brasileiras/tucano-verde" });

    // Moved to another category.
    expect(
      (await api(`/api/admin/drawings/${drawing.id}`, { method: "PATCH", form: formOf({ categoryId: other.id }) })).status,
    ).toBe(200);
    await until("/desenhos/aves-brasileiras/tucano-verde", { status: 301, location: "/desenhos/aves-do-mundo/tucano-verde" });

    // A new drawing takes the old slug: its own page answers there, not the redirect.
    const taker = await api("/api/admin/drawings", {
      method: "POST",
      form: formOf({ title: "Tucano Azul", categoryId: other.id, active: "true" }),
    });
    expect((taker.body as { slug: string }).slug).toBe("tucano-azul");
    await until("/desenhos/aves-do-mundo/tucano-azul", { status: 200 });
    expect(await visit("/desenho/tucano-azul")).toEqual({ status: 301, location: "/desenhos/aves-do-mundo/tucano-azul" });

    // An inactive drawing has no page anywhere, and an address that never was one is a 404.
    expect((await api(`/api/admin/drawings/${drawing.id}`, { method: "PATCH", form: formOf({ active: "false" }) })).status).toBe(
      200,
    );
    await until("/desenhos/aves-do-mundo/tucano-verde", { status: 404 });
    await until("/desenhos/aves-brasileiras/tucano-verde", { status: 404 });
    expect((await visit("/desenhos/aves-do-mundo/nunca-existiu")).status).toBe(404);
    expect((await visit("/categorias/nunca-existiu/pagina/2")).status).toBe(404);
  });

  it("answers 410 at a deleted drawing's and category's addresses while they are in the Lixeira, and 200 again once restored", async () => {
    const created = (await api("/api/admin/categories", { method: "POST", form: formOf({ name: "Peixes Do Mar" }) })).body as {
      id: string;
    };
    const target = (await api("/api/admin/categories", { method: "POST", form: formOf({ name: "Peixes Do Rio" }) })).body as {
      id: string;
    };
    const drawing = (
      await api("/api/admin/drawings", {
        method: "POST",
        form: formOf({ title: "Baiacu", categoryId: created.id, active: "true" }),
      })
    ).body as { id: string };
    await until("/desenhos/peixes-do-mar/baiacu", { status: 200 });

    expect((await api(`/api/admin/drawings/${drawing.id}`, { method: "DELETE" })).status).toBe(204);
    await until("/desenhos/peixes-do-mar/baiacu", { status: 410 });
    expect((await visit("/desenho/baiacu")).status).toBe(410);
    const trash = (await api("/api/admin/trash")).body as { items: { id: string; kind: string; title: string }[] };
    expect(trash.items.find((item) => item.id === drawing.id)).toMatchObject({ kind: "drawing", title: "Baiacu" });

    expect((await api(`/api/admin/trash/${drawing.id}/restore`, { method: "POST" })).status).toBe(200);
    await until("/desenhos/peixes-do-mar/baiacu", { status: 200 });

    // A category with drawings: 409 until they have somewhere to go; then its address is gone and they moved.
    const refused = await api(`/api/admin/categories/${created.id}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toBe(
      "A categoria tem 1 desenho. Mova-os para outra categoria antes de excluí-la.",
    );
    expect((await api(`/api/admin/categories/${created.id}?moveTo=nao-e-um-id`, { method: "DELETE" })).status).toBe(422);
    expect((await api(`/api/admin/categories/${created.id}?moveTo=${target.id}`, { method: "DELETE" })).status).toBe(204);
    await until("/categorias/peixes-do-mar", { status: 410 });
    await until("/desenhos/peixes-do-rio/baiacu", { status: 200 });
    await until("/desenhos/peixes-do-mar/baiacu", { status: 301, location: "/desenhos/peixes-do-rio/baiacu" });
    expect((await api(`/api/admin/trash/${crypto.randomUUID()}/restore`, { method: "POST" })).status).toBe(404);
    expect((await api("/api/admin/trash/nao-e-um-id", { method: "DELETE" })).status).toBe(404);
  });
}
