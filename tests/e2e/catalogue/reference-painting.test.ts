import fs from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { backgroundRegions } from "#src/lib/activities/background.ts";
import { adminApi, login } from "../../support/admin.ts";
import { catalogueSite, closePage } from "../../support/catalogue-site.ts";
import { clientPoint, interiorPoint, mappedColouringSheet, regionAreas, waitForPixel } from "../../support/colouring.ts";
import { readWithPdfJs } from "../../support/pdfjs.ts";

/**
 * Issue 48's reference painting as an administrator makes it: the drawing's
 * form links to the colouring screen, one region painted there and saved as
 * the reference, then the drawing page's 'Pinte por número' takes its colour
 * (and a visitor's press of the same button stores nothing).
 */
const { baseUrl, catalogue, newPage } = catalogueSite();
const HOT_PINK = [0xe9, 0x1e, 0x8c];

describe("a reference painting", () => {
  it("is painted on the colouring screen from the admin, and gives 'Pinte por número' its colours", async () => {
    // A drawing no other test takes sheets of, and a region of its figure wide enough for a number.
    const path = catalogue.drawings.at(-3)?.path as string;
    const { sheet, map } = await mappedColouringSheet(baseUrl, path);
    const widest = (background: Set<number>) =>
      [...regionAreas(map)]
        .filter(([region, area]) => !background.has(region) && area < map.width * map.height * 0.25)
        .sort((a, b) => b[1] - a[1])
        .flatMap(([region]) => {
          const point = interiorPoint(map, region, 30);
          return point ? [{ region, ...point }] : [];
        })[0];
    const chosen = widest(backgroundRegions(map));
    if (!chosen) throw new Error(`no wide region in ${path}`);
    const target = { sheet, map, ...chosen };

    // A visitor at the admin's address: the save is refused, nothing stored.
    const visitor = await newPage({ consent: "accepted" });
    await visitor.goto(`/pintar?desenho=${sheet.id}&referencia=1`);
    await visitor.getByTestId("colouring-canvas").waitFor({ timeout: 60_000 });
    await visitor.getByRole("button", { name: "Salvar como referência" }).click();
    await visitor.getByText("Pinte pelo menos uma área com o balde de tinta antes de salvar.").waitFor();
    const tap = await clientPoint(visitor, target);
    await visitor.mouse.click(tap.x, tap.y);
    await waitForPixel(visitor, target, [0xe5, 0x39, 0x35]);
    await visitor.getByRole("button", { name: "Salvar como referência" }).click();
    await visitor.getByText("Entre no painel de administração para salvar a pintura de referência.").waitFor();
    await closePage(visitor);

    const admin = await newPage({ consent: "accepted" });
    await login(admin, baseUrl);
    // The drawing's form offers it, and links to the colouring screen in its admin mode.
    await admin.goto(`/admin/drawings/${sheet.id}`);
    const panel = admin.locator("[data-reference-painting-panel]");
    const link = panel.getByRole("link", { name: /Pintar (referência|de novo)/ });
    expect(await link.getAttribute("href")).toBe(`/pintar?desenho=${sheet.id}&referencia=1`);
    await admin.goto((await link.getAttribute("href")) as string);
    await admin.getByTestId("colouring-canvas").waitFor({ timeout: 60_000 });
    await admin.getByRole("button", { name: "Rosa-choque", exact: true }).click();
    const point = await clientPoint(admin, target);
    await admin.mouse.click(point.x, point.y);
    await waitForPixel(admin, target, HOT_PINK);
    await admin.getByRole("button", { name: "Salvar como referência" }).click();
    await admin.getByText("Pintura de referência salva: 1 área.").waitFor();

    const stored = (await (await fetch(`${baseUrl}/api/drawings/${sheet.id}/colouring`)).json()) as { reference: number[][] };
    expect(stored.reference).toHaveLength(1);
    const [[x, y, colour] = []] = stored.reference;
    expect(colour).toBe(0xe91e8c);
    // Saved at a point inside the region painted.
    expect(map.labels[(y as number) * map.width + (x as number)]).toBe(target.region);

    // Back in the form: it says so.
    await admin.goto(`/admin/drawings/${sheet.id}`);
    await panel.getByText(/1 área com cor/).waitFor();

    // The drawing page's sheet: one number, the painted colour by its name.
    await admin.goto(path);
    const activities = admin.getByRole("region", { name: "Atividades" });
    const download = admin.waitForEvent("download", { timeout: 120_000 });
    await activities.getByRole("button", { name: "Baixar Pinte por número (PDF)" }).click();
    const text = (await readWithPdfJs(new Uint8Array(await fs.readFile(await (await download).path())))).pages[0]?.text ?? "";
    expect(text).toContain("1 = Rosa-choque");
    expect(text).not.toContain("2 =");

    // Removed from the form: the graph's colours again.
    await admin.goto(`/admin/drawings/${sheet.id}`);
    await panel.getByRole("button", { name: "Remover pintura de referência" }).click();
    await panel.getByText(/Sem pintura de referência/).waitFor();
    expect(await adminApi(admin.request, baseUrl).get(`/api/admin/drawings/${sheet.id}/reference-painting`)).toBeNull();
    await closePage(admin);
  });
});
