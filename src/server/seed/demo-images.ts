/**
 * Renders the demo images listed in demo-content.ts: abstract artworks drawn as SVG from each
 * image's palette and converted to JPEG with sharp. No third-party images, no network; the
 * shapes are derived deterministically from the path, so every run paints the same picture.
 */
import { existsSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { type DemoImage, demoImages } from "./demo-content";
import { decodeImage } from "../media/decode-image";

/** A small deterministic pseudo-random generator (mulberry32) seeded from a string. */
function randomFor(seedText: string): () => number {
  let seed = 2166136261;
  for (let i = 0; i < seedText.length; i++) seed = Math.imul(seed ^ seedText.charCodeAt(i), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

const round = (n: number) => Math.round(n * 10) / 10;

/** Logos are wide, light images named demo/logo-*: a mark and the name as a word mark. */
function logoSvg(image: DemoImage): string {
  const { width: w, height: h, palette, title } = image;
  const [background, accent, ink] = palette;
  const r = h * 0.22;
  const fontSize = Math.min(h * 0.16, (w * 0.62) / Math.max(title.length, 1) / 0.55);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="${background}"/>
  <circle cx="${round(w * 0.16)}" cy="${round(h / 2)}" r="${round(r)}" fill="${accent}"/>
  <circle cx="${round(w * 0.16 + r * 0.55)}" cy="${round(h / 2 - r * 0.35)}" r="${round(r * 0.45)}" fill="${background}" opacity="0.85"/>
  <text x="${round(w * 0.3)}" y="${round(h / 2 + fontSize * 0.35)}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="${round(fontSize)}" fill="${ink}">${escapeXml(title)}</text>
</svg>`;
}

/** Everything else: a gradient ground with soft circles, diagonal bands and a grain of dots. */
function artworkSvg(image: DemoImage): string {
  const { width: w, height: h, palette } = image;
  const [a, b, c] = palette;
  const random = randomFor(image.path);
  const size = Math.max(w, h);
  const shapes: string[] = [];

  // Diagonal bands.
  const angle = round(-25 + random() * 50);
  for (let i = 0; i < 3; i++) {
    const y = round(h * (0.15 + random() * 0.7));
    const thickness = round(size * (0.04 + random() * 0.12));
    const colour = [b, c, a][i % 3];
    shapes.push(
      `<rect x="${-w}" y="${y}" width="${w * 3}" height="${thickness}" fill="${colour}" opacity="${round(0.18 + random() * 0.3)}" transform="rotate(${angle} ${w / 2} ${h / 2})"/>`,
    );
  }
  // Large soft circles.
  for (let i = 0; i < 5; i++) {
    const cx = round(w * random());
    const cy = round(h * random());
    const r = round(size * (0.08 + random() * 0.28));
    const colour = [b, c][i % 2];
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#glow${i % 2})" opacity="${round(0.45 + random() * 0.45)}"/>`);
    if (random() > 0.5) {
      shapes.push(
        `<circle cx="${cx}" cy="${cy}" r="${round(r * (1.1 + random() * 0.3))}" fill="none" stroke="${colour}" stroke-width="${round(size * 0.004)}" opacity="0.5"/>`,
      );
    }
  }
  // A few small accent dots.
  for (let i = 0; i < 24; i++) {
    shapes.push(
      `<circle cx="${round(w * random())}" cy="${round(h * random())}" r="${round(size * (0.003 + random() * 0.008))}" fill="${i % 3 ? c : b}" opacity="${round(0.4 + random() * 0.5)}"/>`,
    );
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="ground" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${a}"/>
      <stop offset="0.65" stop-color="${a}" stop-opacity="0.92"/>
      <stop offset="1" stop-color="${b}"/>
    </linearGradient>
    <radialGradient id="glow0"><stop offset="0" stop-color="${b}"/><stop offset="0.7" stop-color="${b}" stop-opacity="0.6"/><stop offset="1" stop-color="${b}" stop-opacity="0"/></radialGradient>
    <radialGradient id="glow1"><stop offset="0" stop-color="${c}"/><stop offset="0.7" stop-color="${c}" stop-opacity="0.55"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#ground)"/>
  ${shapes.join("\n  ")}
  <rect width="${w}" height="${h}" fill="url(#vignette)"/>
</svg>`;
}

export function demoImageSvg(image: DemoImage): string {
  return /(^|\/)logo-[^/]*$/.test(image.path) ? logoSvg(image) : artworkSvg(image);
}

/** Writes every demo image that does not exist yet below `mediaDir`, as JPEG. */
export async function generateDemoImages(mediaDir: string): Promise<void> {
  await Promise.all(
    demoImages.map(async (image) => {
      const file = path.join(mediaDir, image.path);
      if (existsSync(file)) return;
      await mkdir(path.dirname(file), { recursive: true });
      const jpeg = await decodeImage(Buffer.from(demoImageSvg(image)))
        .resize(image.width, image.height, { fit: "fill" })
        .flatten({ background: image.palette[0] })
        .jpeg({ quality: 82 })
        .toBuffer();
      // Write beside the target and rename, so a concurrent reader never sees half a file.
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, jpeg);
      await rename(temp, file);
    }),
  );
}
