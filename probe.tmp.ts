import { hostileSvgs, largeLineArtSvg } from "./tests/api/image-fixtures.ts";
import { scanSvg } from "./src/server/images/svg-scan.ts";
for (const h of [...hostileSvgs(), { name: "legit", bytes: largeLineArtSvg() }]) {
  const text = h.bytes.toString("utf8");
  const t = performance.now();
  const r = scanSvg(text);
  console.log(h.name, Math.round(performance.now() - t), "ms", r.verdict, (r as any).reason ?? "");
}
