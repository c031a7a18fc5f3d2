/**
 * The licence check of `npm test` (scripts/licence-check.mjs, README "Scripts"): no production
 * dependency under AGPL, GPL (LGPL is fine) or SSPL, and none without a licence.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkLock, licenceVerdict, type PackageLock, readLock } from "../../scripts/licence-check.mjs";

describe("a licence expression", () => {
  it.each([
    "MIT",
    "Apache-2.0",
    "ISC",
    "0BSD",
    "MIT-0",
    "Unlicense",
    "BlueOak-1.0.0",
    "Python-2.0",
    "CC0-1.0",
    "LGPL-3.0-or-later",
    "LGPL-2.1-only",
    "LGPL-2.1+",
    "Apache-2.0 AND LGPL-3.0-or-later AND MIT",
    "(MIT OR GPL-3.0)",
    "GPL-2.0-or-later OR MIT",
    "(MIT OR Apache-2.0) AND BSD-3-Clause",
    "((GPL-3.0 AND MIT) OR Apache-2.0)",
    "Apache-2.0 WITH LLVM-exception",
    "mit or apache-2.0",
  ])("allows %s", (expression) => {
    expect(licenceVerdict(expression)).toEqual({ allowed: true });
  });

  it.each([
    "GPL-3.0",
    "GPL-2.0-only",
    "GPL-2.0+",
    "GPL-3.0-or-later",
    "gpl-3.0",
    "GPLv3",
    "AGPL-3.0-or-later",
    "AGPL-1.0",
    "SSPL-1.0",
    "MIT AND GPL-3.0",
    "(MIT OR Apache-2.0) AND AGPL-3.0-only",
    "(GPL-3.0 OR AGPL-3.0)",
    "GPL-2.0 WITH Classpath-exception-2.0",
    "MIT AND (GPL-2.0 OR SSPL-1.0)",
  ])("forbids %s", (expression) => {
    expect(licenceVerdict(expression)).toMatchObject({ allowed: false, reason: "forbidden" });
  });

  it("calls no licence missing, and what cannot be read unreadable", () => {
    for (const missing of [undefined, null, "", "  "]) expect(licenceVerdict(missing)).toMatchObject({ allowed: false, reason: "missing" });
    for (const odd of ["SEE LICENSE IN LICENSE.md", "UNLICENSED", "MIT OR", "(MIT", "MIT)", "MIT Apache-2.0", "AND MIT", "MIT WITH", "()"]) {
      expect(licenceVerdict(odd), odd).toMatchObject({ allowed: false, reason: "unreadable" });
    }
  });
});

/** A lock as npm writes it (lockfileVersion 3), with the packages given. */
const lock = (packages: PackageLock["packages"]): PackageLock => ({ lockfileVersion: 3, packages: { "": { name: "festival-website" }, ...packages } });
const noneInstalled = () => undefined;

describe("the production tree of a lock", () => {
  it("finds a forbidden licence among the production packages, nested ones too, and ignores dev packages", () => {
    const problems = checkLock(
      lock({
        "node_modules/hono": { version: "4.13.19", license: "MIT" },
        "node_modules/ua-parser-js": { version: "2.0.10", license: "AGPL-3.0-or-later" },
        "node_modules/sharp/node_modules/bad": { version: "1.0.0", license: "GPL-2.0-only" },
        "node_modules/dev-only-gpl": { version: "1.0.0", license: "GPL-3.0", dev: true },
        "node_modules/@img/sharp-libvips-linux-x64": { version: "1.3.0", license: "LGPL-3.0-or-later", optional: true },
      }),
      { exceptions: {}, installedLicence: noneInstalled },
    );
    expect(problems).toEqual([
      { name: "bad", version: "1.0.0", path: "node_modules/sharp/node_modules/bad", licence: "GPL-2.0-only", reason: "forbidden" },
      { name: "ua-parser-js", version: "2.0.10", path: "node_modules/ua-parser-js", licence: "AGPL-3.0-or-later", reason: "forbidden" },
    ]);
  });

  it("reads an installed package's licence where the lock has none, and reports it missing otherwise", () => {
    const tree = lock({
      "node_modules/old-style": { version: "1.0.0" },
      "node_modules/no-licence": { version: "0.1.0" },
      "node_modules/gpl-inside": { version: "2.0.0" },
    });
    const installed = (dir: string) => ({ "node_modules/old-style": "(MIT OR Apache-2.0)", "node_modules/gpl-inside": "GPL-3.0" })[dir];
    expect(checkLock(tree, { exceptions: {}, installedLicence: installed })).toEqual([
      { name: "gpl-inside", version: "2.0.0", path: "node_modules/gpl-inside", licence: "GPL-3.0", reason: "forbidden" },
      { name: "no-licence", version: "0.1.0", path: "node_modules/no-licence", licence: null, reason: "missing" },
    ]);
  });

  it("lets the exception list pass a package without a licence, never a forbidden one", () => {
    const tree = lock({
      "node_modules/no-licence": { version: "0.1.0" },
      "node_modules/agpl": { version: "1.0.0", license: "AGPL-3.0-only" },
    });
    const exceptions = { "no-licence": "its README says MIT; reviewed 2026-05-04", agpl: "not a reason" };
    expect(checkLock(tree, { exceptions, installedLicence: noneInstalled })).toEqual([
      { name: "agpl", version: "1.0.0", path: "node_modules/agpl", licence: "AGPL-3.0-only", reason: "forbidden" },
    ]);
  });

  it("passes for this project's own lock and node_modules", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const { problems, checked } = readLock(root);
    expect(checked).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});
