import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/** React and React Router: their own chunk (see below). */
const reactModules = /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

/**
 * The modules the browser's entry and the root route import statically, directly or through
 * others: every page loads them. Found once the module graph is complete (`buildEnd`, before the
 * chunks are cut), read by the "site" group below.
 */
function everyPageModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: "every-page-modules",
    buildEnd() {
      if (this.environment.name !== "client") return;
      modules.clear();
      // The root route comes twice: as itself and as React Router's client part of it.
      const pending = [...this.getModuleIds()].filter((id) => /[\\/]src[\\/](root|entry\.client)\.tsx(\?|$)/.test(id));
      if (pending.length < 2)
        throw new Error("every-page-modules: the entry (src/entry.client.tsx) or the root route (src/root.tsx) is not in the client build");
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
          if (modules.has(imported)) continue;
          modules.add(imported);
          pending.push(imported);
        }
      }
    },
  };
  return { plugin, has: (id) => modules.has(id) };
}

const everyPage = everyPageModules();

/** See the "site" group below. */
const sharedSmallModules = /[\\/]src[\\/](schemas[\\/]tree|ui[\\/]meta|ui[\\/]ImageCredit|ui[\\/]embed[\\/]embed-url|ui[\\/]programme[\\/]SeasonOver)\.tsx?$/;

/** See the "programme" group below. */
const programmeModules =
  /[\\/]src[\\/](ui[\\/]programme[\\/](BookingCard|BookingList|EventHeader|ProductionCard|TermFilter|meta)|ui[\\/]lists[\\/][A-Za-z-]+|routes[\\/]\+shared[\\/](ScreenIntro|TermListScreen|meta)|machines[\\/](list-filters|list-paging\.context))\.tsx?$/;

export default defineConfig({
  plugins: [reactRouter(), everyPage.plugin],
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React, React DOM and React Router run on every page: as one chunk they compress
                // better than as the six pieces the automatic splitting cuts them into (about 4 KB
                // gzip less per visitor, docs/benchmarks.md "Visitor JavaScript"); no page loads
                // any more of them.
                { name: "react", test: reactModules, priority: 2 },
                // The rest of what the root route imports statically, as one chunk rather than
                // the 15 small ones it was cut into by the routes that share pieces of it: each
                // file is a request whose headers count in the bytes a visitor receives
                // (tests/e2e/compression.spec.ts). Every page loads all of it already.
                { name: "site", test: (id) => everyPage.has(id) && !/node_modules|\.css(\?|$)/.test(id), priority: 1 },
                // Small modules that the content pages, the home page and the programme's screens
                // share (and the season-over notice of home and calendar): in the site chunk
                // rather than files of a few hundred bytes each,
                // whose response headers cost a visitor as much as their bodies.
                { name: "site", test: sharedSmallModules, priority: 1 },
                // The pieces the programme's screens (calendar, productions, venues and their
                // detail pages) share: one chunk rather than the dozen files of a few hundred bytes
                // each that the automatic splitting cut them into, which cost a visitor a
                // response's headers each (about 330 bytes; the calendar loaded 23 files).
                { name: "programme", test: programmeModules, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
