import fs from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { NUMBER_PALETTE } from "#src/lib/activities/colour-by-number.ts";
import { A4_POINTS } from "#src/lib/print-page.ts";
import { catalogueSite, closePage } from "../../support/catalogue-site.ts";
import { readWithPdfJs } from "../../support/pdfjs.ts";

/**
 * Issue 48 as a teacher meets it: a drawing page's 'Atividades', the sheet
 * made in the browser from the drawing's own PDF and region map, saved as a
 * file that pdf.js reads, and counted as a download.
 */
const { catalogue, get, open } = catalogueSite();

describe("'Atividades' on a drawing page", () => {
  it("gives a 'Pinte por número' A4 sheet at the level chosen: numbers, the legend in words, the BNCC objective", async () => {
    const path = catalogue.drawings[0]?.path as string;
    const { html } = await get(path);
    const id = /\/pintar\?desenho=([0-9a-f-]{36})/.exec(html)?.[1];
    const { page } = await open(path);
    const counted: string[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(`/api/drawings/${id}/download`) && response.ok()) counted.push(response.url());
    });
    const activities = page.getByRole("region", { name: "Atividades" });
    await activities.getByRole("radio", { name: /Médio/ }).check();
    const download = page.waitForEvent("download", { timeout: 120_000 });
    await activities.getByRole("button", { name: "Baixar Pinte por número (PDF)" }).click();
    expect((await download).suggestedFilename()).toBe(`${path.split("/").at(-1)}-pinte-por-numero.pdf`);
    const reading = await readWithPdfJs(new Uint8Array(await fs.readFile(await (await download).path())));
    expect(reading.pages).toHaveLength(1);
    const [sheet] = reading.pages;
    expect(Math.round(Math.min(sheet?.width ?? 0, sheet?.height ?? 0))).toBe(Math.round(A4_POINTS.width));
    const text = sheet?.text ?? "";
    expect(text).toContain("Pinte por número:");
    expect(text).toContain("BNCC EI03ET07");
    // The legend: at most the level's six colours, each by its number and name.
    const legend = NUMBER_PALETTE.slice(0, 6).filter((entry, index) => text.includes(`${index + 1} = ${entry.name}`));
    expect(legend.length).toBeGreaterThan(1);
    // The numbers over the drawing: more lone numbers than the legend's.
    expect(text.split(/\s+/).filter((word) => /^\d$/.test(word)).length).toBeGreaterThan(legend.length);
    await activities.getByText("Atividade pronta: o PDF foi baixado.").waitFor();
    await expect.poll(() => counted.length, { timeout: 60_000 }).toBe(1);
    await closePage(page);
  });
});
