import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The project folder: the nearest ancestor holding the committed migrations. Works from the
 * sources (tests, tsx) and from the bundled server in build/.
 */
export function projectRoot(start: string = import.meta.dirname): string {
  let dir = start;
  while (!existsSync(path.join(dir, "drizzle", "meta", "_journal.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No project folder (with drizzle/) above ${start}`);
    dir = parent;
  }
  return dir;
}
