// Types of scripts/licence-check.mjs for its test.
export interface LockEntry {
  name?: string;
  version?: string;
  license?: string;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  link?: boolean;
}

export interface PackageLock {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

export type Verdict = { allowed: true } | { allowed: false; reason: "missing" | "unreadable" | "forbidden" };

export interface Problem {
  name: string;
  version: string | null;
  path: string;
  licence: string | null;
  reason: "missing" | "unreadable" | "forbidden";
}

export const exceptions: Record<string, string>;
export function licenceVerdict(licence: unknown): Verdict;
export function manifestLicence(manifest: unknown): string | undefined;
export function checkLock(
  lock: PackageLock,
  options?: { exceptions?: Record<string, string>; installedLicence?: (lockPath: string) => string | undefined },
): Problem[];
export function readLock(root: string): { problems: Problem[]; checked: number; counts: Record<string, number> };
