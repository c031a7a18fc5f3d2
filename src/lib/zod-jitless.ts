/**
 * zod compiles a fast parser with `new Function` when the page lets it, and even its probe for
 * that is reported as a Content-Security-Policy violation, which visitors' pages forbid
 * (docs/security.md). In the browser zod parses without it. The root route imports this module
 * first, so it runs before any module builds a schema (each schema decides at construction).
 */
import { config } from "zod";

if (typeof document !== "undefined") config({ jitless: true });
