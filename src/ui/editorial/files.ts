/** How a download is described next to its link: type and human-readable size, in the visitor's language. */
import type { Locale } from "../../schemas/api";

const typeNames: Record<string, string> = {
  "application/pdf": "PDF",
  "application/zip": "ZIP",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
  "image/tiff": "TIFF",
  "audio/mpeg": "MP3",
  "video/mp4": "MP4",
  "text/plain": "TXT",
  "application/msword": "DOC",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "DOCX",
};

/** A short name of a file type ("PDF"), or the MIME subtype in capitals for types not listed. */
export function fileTypeName(mime: string): string {
  const base = mime.split(";")[0].trim().toLowerCase();
  return typeNames[base] ?? (base.split("/")[1] ?? base).replace(/^x-/, "").toUpperCase();
}

const units = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;

/** A size in bytes as the visitor reads it: "1,2 MB" in German, "1.2 MB" in English (powers of 1024). */
export function formatFileSize(bytes: number, locale: Locale): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale === "de" ? "de-DE" : "en-US", {
    style: "unit",
    unit: units[unit],
    unitDisplay: unit === 0 ? "long" : "short",
    maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1,
  }).format(value);
}
