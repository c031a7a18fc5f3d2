// Adds message keys to both languages of a catalogue in one step (several people may add keys at once):
//   node scripts/add-messages.mjs '{"footer.hours": ["Mo–Fr 8–20 …", "Mon–Fri 8–20 …"]}'
//   node scripts/add-messages.mjs --catalogue pinboard '{"pinboard.sent": ["Gesendet", "Sent"]}'
// Each value is [German, English]. A key that exists is overwritten in the catalogue that holds
// it; a new key goes to the site catalogue (de.json, en.json: every page downloads it) or to the
// catalogue named by --catalogue (<name>.de.json, <name>.en.json: a route catalogue, loaded only
// by the routes that ask for it, or "server", never sent to a browser). See src/i18n/index.tsx.
// Keys are kept sorted.
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";

const catalogues = ["site", ...readdirSync(new URL("../src/i18n/", import.meta.url)).flatMap((file) => /^([\w-]+)\.de\.json$/.exec(file)?.[1] ?? [])];
const args = process.argv.slice(2);
const flag = args.indexOf("--catalogue");
const target = flag === -1 ? "site" : args.splice(flag, 2)[1];
if (!catalogues.includes(target)) throw new Error(`--catalogue: one of ${catalogues.join(", ")}`);
const additions = JSON.parse(args[0] ?? "{}");
const fileName = (name, locale) => (name === "site" ? `${locale}.json` : `${name}.${locale}.json`);
const fileUrl = (name, locale) => new URL(`../src/i18n/${fileName(name, locale)}`, import.meta.url);

const read = (name, locale) => JSON.parse(readFileSync(fileUrl(name, locale), "utf8"));
const holder = Object.fromEntries(catalogues.flatMap((name) => Object.keys(read(name, "de")).map((key) => [key, name])));
const touched = new Set();
for (const [index, locale] of ["de", "en"].entries()) {
  const changed = {};
  for (const [key, values] of Object.entries(additions)) {
    if (!Array.isArray(values) || values.length !== 2) throw new Error(`${key}: give [German, English]`);
    const name = holder[key] ?? target;
    changed[name] ??= read(name, locale);
    changed[name][key] = values[index];
  }
  for (const [name, catalogue] of Object.entries(changed)) {
    const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b)));
    const temporary = new URL(`../src/i18n/.${fileName(name, locale)}.${process.pid}`, import.meta.url);
    writeFileSync(temporary, `${JSON.stringify(sorted, null, 2)}\n`);
    renameSync(temporary, fileUrl(name, locale));
    touched.add(name);
  }
}
console.log(`added ${Object.keys(additions).length} keys (German and English) to the catalogues: ${[...touched].join(", ") || "none"}`);
