// Adds message keys to both catalogues in one step (several people may add keys at once):
//   node scripts/add-messages.mjs '{"footer.hours": ["Mo–Fr 8–20 …", "Mon–Fri 8–20 …"]}'
// Each value is [German, English]. Existing keys are overwritten, others kept, order sorted.
import { readFileSync, renameSync, writeFileSync } from "node:fs";

const additions = JSON.parse(process.argv[2] ?? "{}");
for (const [index, locale] of ["de", "en"].entries()) {
  const file = new URL(`../src/i18n/${locale}.json`, import.meta.url);
  const catalogue = JSON.parse(readFileSync(file, "utf8"));
  for (const [key, values] of Object.entries(additions)) {
    if (!Array.isArray(values) || values.length !== 2) throw new Error(`${key}: give [German, English]`);
    catalogue[key] = values[index];
  }
  const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b)));
  const temporary = new URL(`../src/i18n/.${locale}.json.${process.pid}`, import.meta.url);
  writeFileSync(temporary, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(temporary, file);
}
console.log(`added ${Object.keys(additions).length} keys to de.json and en.json`);
