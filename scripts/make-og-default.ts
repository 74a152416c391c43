/**
 * Regenerates the static brand images in public/ from public/favicon.svg:
 * the default social card (og-default.jpg, 1200x630), the Apple touch icon,
 * favicon.ico (for clients that ignore the SVG icon) and the installed
 * app's icons (icons/, named by public/manifest.webmanifest): 192 and 512 px,
 * and a maskable 512 px one whose drawing keeps to the safe circle.
 *
 *   node scripts/make-og-default.ts
 *
 * The outputs are committed: the site never generates them at run time. Text
 * is drawn by librsvg with the machine's fonts (the site's Nunito ships as
 * WOFF2 only, which librsvg cannot read), so the card uses a bold system sans.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from "#src/lib/site.ts";

const PUBLIC_DIR = path.resolve("public");
const logo = fs.readFileSync(path.join(PUBLIC_DIR, "favicon.svg"), "utf8");

/** The favicon drawing placed as a nested SVG at the given box. */
function placedLogo(x: number, y: number, size: number): string {
  return logo.replace("<svg ", `<svg x="${x}" y="${y}" width="${size}" height="${size}" `);
}

const FONT = "DejaVu Sans, Liberation Sans, sans-serif";
const CRAYONS = ["#ef4444", "#f97316", "#facc15", "#22c55e", "#0ea5e9", "#8b5cf6", "#ec4899"];

const crayonStrip = CRAYONS.map((color, index) => {
  const width = OG_IMAGE_WIDTH / CRAYONS.length;
  return `<rect x="${index * width}" y="${OG_IMAGE_HEIGHT - 24}" width="${width + 1}" height="24" fill="${color}"/>`;
}).join("");

const card = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}">
  <rect width="100%" height="100%" fill="#fff7ed"/>
  <circle cx="1120" cy="70" r="120" fill="#ffedd5"/>
  <circle cx="60" cy="600" r="110" fill="#ffedd5"/>
  <path d="M880 520c30-40 60-40 75-10s45 30 65-5 50-35 70 0" fill="none" stroke="#f472b6" stroke-width="14" stroke-linecap="round"/>
  <path d="M1010 170c20-25 40-25 50-5s30 20 42-4" fill="none" stroke="#0ea5e9" stroke-width="12" stroke-linecap="round"/>
  <circle cx="960" cy="120" r="14" fill="#facc15"/>
  <circle cx="150" cy="110" r="12" fill="#22c55e"/>
  <circle cx="1110" cy="280" r="10" fill="#8b5cf6"/>
  ${placedLogo(90, 165, 280)}
  <text x="420" y="300" font-family="${FONT}" font-weight="bold" font-size="112" fill="#1f2937">Rabisco</text>
  <text x="424" y="375" font-family="${FONT}" font-weight="bold" font-size="42" fill="#c2410c">Desenhos para colorir grátis</text>
  <text x="424" y="435" font-family="${FONT}" font-size="30" fill="#374151">Imprima e pinte com as crianças!</text>
  ${crayonStrip}
</svg>`;

await sharp(Buffer.from(card)).jpeg({ quality: 86, mozjpeg: true }).toFile(path.join(PUBLIC_DIR, "og-default.jpg"));

// iOS fills transparent corners with black, so the icon gets the brand background.
await sharp(Buffer.from(logo), { density: 300 })
  .resize(180, 180)
  .flatten({ background: "#f97316" })
  .png()
  .toFile(path.join(PUBLIC_DIR, "apple-touch-icon.png"));

/** An ICO file holding one PNG image (allowed since Windows Vista, read by every browser). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // image count
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // palette size
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(header.length, 18); // image offset
  return Buffer.concat([header, png]);
}
const faviconPng = await sharp(Buffer.from(logo), { density: 144 }).resize(32, 32).png().toBuffer();
fs.writeFileSync(path.join(PUBLIC_DIR, "favicon.ico"), icoFromPng(faviconPng, 32));

// The installed app's icons. "any": the drawing as it is; "maskable": the brand colour to the edges and the
// drawing within the safe circle a launcher's mask always keeps.
const ICONS_DIR = path.join(PUBLIC_DIR, "icons");
fs.mkdirSync(ICONS_DIR, { recursive: true });
for (const size of [192, 512]) {
  await sharp(Buffer.from(logo), { density: 600 })
    .resize(size, size)
    .png()
    .toFile(path.join(ICONS_DIR, `icon-${size}.png`));
}
// The pencil reaches into the logo's corner: at 60 % it stays inside the safe circle (radius 40 % of the icon).
const inner = 2 * Math.round(512 * 0.3);
const maskableLogo = await sharp(Buffer.from(logo), { density: 600 }).resize(inner, inner).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: "#f97316" } })
  .composite([{ input: maskableLogo, left: (512 - inner) / 2, top: (512 - inner) / 2 }])
  .png()
  .toFile(path.join(ICONS_DIR, "icon-maskable-512.png"));

console.log("Wrote public/og-default.jpg, public/apple-touch-icon.png, public/favicon.ico and public/icons/.");
