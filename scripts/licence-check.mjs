// The licence check at the start of `npm test` (README, "Scripts"): every production dependency
// (each package of package-lock.json not marked `dev`, at any depth, including optional ones for
// other platforms) must have a licence, and none may be AGPL, GPL or SSPL: the site is served to
// the public, and those would oblige us to publish or relicense our code. LGPL is allowed (libvips
// under sharp is LGPL-3.0, linked dynamically). No dependencies of its own: it runs before anything
// is trusted.
//
//   node scripts/licence-check.mjs [project folder]    exit 1 and a list when something is wrong
//
// An SPDX expression is judged as a whole: `A OR B` is allowed when either is, `A AND B` only when
// both are, `X WITH exception` as X (whether an exception such as Classpath frees us is a lawyer's
// call, not this script's).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Packages whose licence is missing or cannot be read, passed after a person has looked at the
 * package itself. Name → why it is fine and when it was reviewed. A forbidden licence cannot be
 * passed here.
 */
export const exceptions = {};

/** AGPL, GPL and SSPL in any version, as SPDX ids or as people write them (GPLv3); not LGPL. */
const forbiddenId = /^(?:A?GPL|SSPL)(?:$|-|v?\d|\+)/i;

function tokenize(expression) {
  return expression.replace(/[()]/g, " $& ").trim().split(/\s+/);
}

/**
 * Reads an SPDX expression (OR binds weaker than AND, AND weaker than WITH) into a yes/no tree
 * of "allowed" and answers it; throws on anything that is not a well-formed expression.
 */
function evaluate(expression) {
  const tokens = tokenize(expression);
  let at = 0;
  const peek = () => tokens[at]?.toUpperCase();
  const isOperator = (token) => ["AND", "OR", "WITH", "(", ")"].includes(token?.toUpperCase());
  const fail = () => {
    throw new Error(`not an SPDX expression: ${expression}`);
  };
  const atom = () => {
    const token = tokens[at++];
    if (token === "(") {
      const value = or();
      if (tokens[at++] !== ")") fail();
      return value;
    }
    if (token === undefined || isOperator(token) || !/^[A-Za-z0-9.+:-]+$/.test(token)) fail();
    // npm's word for "no licence granted": nothing to judge by.
    if (token.toUpperCase() === "UNLICENSED") fail();
    return !forbiddenId.test(token);
  };
  const withException = () => {
    const value = atom();
    if (peek() === "WITH") {
      at++;
      const exception = tokens[at++];
      if (exception === undefined || isOperator(exception)) fail();
    }
    return value;
  };
  const and = () => {
    let value = withException();
    while (peek() === "AND") {
      at++;
      // Both sides are read, so a malformed right side fails even when the left one decides.
      const right = withException();
      value = value && right;
    }
    return value;
  };
  const or = () => {
    let value = and();
    while (peek() === "OR") {
      at++;
      const right = and();
      value = value || right;
    }
    return value;
  };
  const value = or();
  if (at !== tokens.length) fail();
  return value;
}

/**
 * The decision for one package's licence field: allowed, or why not ("missing": none given,
 * "unreadable": not an SPDX expression, "forbidden": AGPL, GPL or SSPL where no allowed choice is left).
 */
export function licenceVerdict(licence) {
  if (typeof licence !== "string" || !licence.trim()) return { allowed: false, reason: "missing" };
  let allowed;
  try {
    allowed = evaluate(licence.trim());
  } catch {
    return { allowed: false, reason: "unreadable" };
  }
  return allowed ? { allowed: true } : { allowed: false, reason: "forbidden" };
}

/** The licence of a package.json: `license`, or the old `licenses: [{type}]` (any of them). */
export function manifestLicence(manifest) {
  if (!manifest || typeof manifest !== "object") return undefined;
  const { license, licenses } = manifest;
  if (typeof license === "string") return license;
  if (license && typeof license.type === "string") return license.type;
  if (Array.isArray(licenses)) {
    const types = licenses.map((l) => (typeof l === "string" ? l : l?.type)).filter((t) => typeof t === "string");
    if (types.length) return types.length === 1 ? types[0] : `(${types.join(" OR ")})`;
  }
  return undefined;
}

/**
 * The production packages of a lock whose licence is not allowed, sorted by name. `installedLicence`
 * gives the licence of the package installed at a lock path (node_modules/…), if any; it is
 * preferred to the lock's copy, which is the fallback (platform packages that are not installed).
 */
export function checkLock(lock, { exceptions: allowedExceptions = exceptions, installedLicence } = {}) {
  const problems = [];
  for (const [lockPath, entry] of Object.entries(lock.packages ?? {})) {
    if (lockPath === "" || entry.dev || entry.link) continue;
    const name = entry.name ?? lockPath.slice(lockPath.lastIndexOf("node_modules/") + "node_modules/".length);
    const licence = installedLicence?.(lockPath) ?? entry.license ?? null;
    const verdict = licenceVerdict(licence);
    if (verdict.allowed) continue;
    if (verdict.reason !== "forbidden" && Object.hasOwn(allowedExceptions, name)) continue;
    problems.push({ name, version: entry.version ?? null, path: lockPath, licence, reason: verdict.reason });
  }
  return problems.sort((a, b) => a.name.localeCompare(b.name) || a.path.localeCompare(b.path));
}

/** Checks the lock and node_modules of the project at `root`. */
export function readLock(root) {
  const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8"));
  const installedLicence = (lockPath) => {
    try {
      return manifestLicence(JSON.parse(readFileSync(path.join(root, lockPath, "package.json"), "utf8")));
    } catch {
      return undefined;
    }
  };
  const production = Object.entries(lock.packages ?? {}).filter(([lockPath, entry]) => lockPath !== "" && !entry.dev && !entry.link);
  const counts = {};
  for (const [lockPath, entry] of production) {
    const licence = installedLicence(lockPath) ?? entry.license ?? "(none)";
    counts[licence] = (counts[licence] ?? 0) + 1;
  }
  return { problems: checkLock(lock, { installedLicence }), checked: production.length, counts };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
  const { problems, checked, counts } = readLock(root);
  const summary = Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([licence, n]) => `${licence} ${n}`)
    .join(", ");
  if (!problems.length) {
    console.log(`licence check: ${checked} production packages, none AGPL, GPL or SSPL, none without a licence (${summary})`);
  } else {
    const why = { forbidden: "AGPL, GPL or SSPL", missing: "no licence", unreadable: "licence not readable" };
    console.error(`licence check: ${problems.length} of ${checked} production packages are not allowed:`);
    for (const p of problems) console.error(`  ${p.name}@${p.version} (${p.path}): ${p.licence ?? "none"} – ${why[p.reason]}`);
    console.error("Replace them, or, for a missing or unreadable licence that a person has checked, add them to `exceptions` in scripts/licence-check.mjs.");
    process.exitCode = 1;
  }
}
