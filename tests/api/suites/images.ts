import { expect, it } from "vitest";
import { fixtures, hostileSvgs, largeLineArtSvg } from "../image-fixtures.ts";
import type { ServerContext } from "../servers.ts";
import { fileOf, formOf } from "../support.ts";
import { client } from "./categories.ts";

const UNSUPPORTED = "Tipo de arquivo não suportado. Por favor, envie PNG, JPEG ou SVG.";

export function imageCheckTests(context: () => ServerContext): void {
  const api = client(context);
  const check = (file: File | undefined, kind: string | undefined = "drawing") =>
    api("/api/admin/images/check", { method: "POST", form: formOf({ file, kind }) });

  it("answers the real type and size of acceptable images", async () => {
    expect((await check(fileOf(await fixtures.png(120, 80), "x.jpg", "image/jpeg"))).body).toEqual({
      ok: true,
      type: "png",
      width: 120,
      height: 80,
    });
    expect((await check(fileOf(fixtures.svg(), "x.svg"), "category")).body).toMatchObject({ ok: true, type: "svg" });
    expect((await check(fileOf(await fixtures.webp(), "x.webp"), "article")).body).toMatchObject({ ok: true, type: "webp" });
  });

  it.each<[string, () => Promise<File> | File, string, number, string]>([
    ["a renamed executable", () => fileOf(fixtures.executable(), "foto.png", "image/png"), "drawing", 415, UNSUPPORTED],
    [
      "a fake PNG header followed by garbage",
      () => fileOf(fixtures.fakePng(), "foto.png", "image/png"),
      "drawing",
      422,
      "Não foi possível ler a imagem. O arquivo está corrompido ou não é uma imagem válida.",
    ],
    [
      "a 20000x20000 pixel bomb",
      () => fileOf(fixtures.pixelBomb(), "bomba.png", "image/png"),
      "drawing",
      422,
      "Imagem grande demais para processar.",
    ],
    [
      "an SVG with a script",
      () => fileOf(fixtures.svg("<script>fetch('/api/admin/session')</script>"), "s.svg", "image/svg+xml"),
      "drawing",
      415,
      "O SVG contém scripts, eventos ou referências externas e não pode ser usado.",
    ],
    [
      "an SVG with an external reference",
      () => fileOf(fixtures.svg('<image href="file:///etc/passwd" width="9" height="9"/>'), "e.svg", "image/svg+xml"),
      "category",
      415,
      "O SVG contém scripts, eventos ou referências externas e não pode ser usado.",
    ],
    [
      "a 6 MB file",
      () => fileOf(fixtures.oversized(), "grande.png", "image/png"),
      "drawing",
      413,
      "O arquivo é muito grande. O tamanho máximo é 5MB.",
    ],
    ["a WebP for a drawing", async () => fileOf(await fixtures.webp(), "w.webp", "image/webp"), "drawing", 415, UNSUPPORTED],
    [
      "an SVG for an article",
      () => fileOf(fixtures.svg(), "a.svg", "image/svg+xml"),
      "article",
      415,
      "Tipo de arquivo não suportado. Por favor, envie PNG, JPEG ou WEBP.",
    ],
  ])("refuses %s", async (_label, file, kind, status, message) => {
    const response = await check(await file(), kind);
    expect([response.status, response.body]).toEqual([status, { message }]);
  });

  // The rest are timed in bench/images.ts; here, the answers through the real server.
  it.each(
    hostileSvgs()
      .filter((svg) => /unclosed elements|closing paren, in an attribute|DOCTYPE with unterminated/.test(svg.name))
      .map((svg) => [svg.name, svg] as const),
  )("refuses a 4 MB hostile SVG: %s", async (_name, svg) => {
    const response = await check(fileOf(svg.bytes, "hostil.svg", "image/svg+xml"));
    expect([response.status, response.body]).toEqual([svg.status, { message: svg.message }]);
  });

  it("answers other requests while an image is being decoded", async () => {
    const order: string[] = [];
    const upload = check(fileOf(largeLineArtSvg(2_000_000), "detalhado.svg", "image/svg+xml")).then((response) => {
      order.push("upload");
      return response;
    });
    // Sent once the upload is in flight; answered while the worker draws the 11,000 paths.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const session = await api("/api/admin/session");
    order.push("session");
    expect(session.status).toBe(200);
    expect((await upload).body).toMatchObject({ ok: true, type: "svg" });
    expect(order).toEqual(["session", "upload"]);
  });

  it("refuses a missing file or an unknown kind with 422", async () => {
    const noFile = await check(undefined);
    expect(noFile.status).toBe(422);
    expect(noFile.body.message).toBe("Selecione um arquivo de imagem");
    const badKind = await check(fileOf(await fixtures.png(), "x.png"), "avatar");
    expect(badKind.status).toBe(422);
    expect(badKind.body.issues[0].path).toBe("kind");
  });
}
