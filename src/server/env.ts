/**
 * Configuration from environment variables, parsed once at boot by one zod schema. A bad
 * value stops the server with a message that names the variable.
 */
import path from "node:path";
import { z } from "zod";
import { parseTrustedProxies } from "./api/client-ip";
import { isValidIban, normaliseIban } from "./box-office/payment/iban";
import { logLevelSchema } from "./log";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** A PostgreSQL server; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  /** Embedded database, uploaded media and the image rendition cache. */
  DATA_DIR: z.string().min(1).default("./data"),
  /** The public address of the site, used for canonical and og:url links. */
  PUBLIC_URL: z.url().default("http://localhost:3000"),
  /** Where the content service runs when it is not in this process (HTTP transport). */
  CONTENT_API_URL: z.url().optional(),
  /**
   * The external ticket shop (its shopping cart is linked from the header). When set it wins
   * over the address stored in the admin's settings; unset, the stored one or the default applies.
   */
  TICKET_SHOP_URL: z.url().optional(),
  /**
   * Who sells the tickets (docs/box-office.md): `built-in` (the default) sells the dates staff set
   * up in the admin on the site itself; `link-out` leaves every sale to the external shop, and the
   * site's shop pages send the visitor there.
   */
  BOX_OFFICE: z.enum(["built-in", "link-out"]).default("built-in"),
  /** Tag-manager container id; overrides the stored setting (none in the demo). */
  TAG_MANAGER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, "must look like GTM-XXXXXXX")
    .optional(),
  /** Site version (final or interim); overrides the stored VERSION setting. */
  SITE_VERSION: z.enum(["final", "interim"]).optional(),
  /** Sentry DSN: when set, the failures of spec section 8 and unexpected server errors are reported there. */
  SENTRY_DSN: z.url().optional(),
  /**
   * How much the server logs (JSON lines on stdout, src/server/log.ts): `info` (the default) has
   * one line per request and every failure; `warn` only what needs a look; `silent` nothing.
   */
  LOG_LEVEL: logLevelSchema.default("info"),
  /** Seed demo content into an empty database at start-up. */
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  /**
   * Whether the common image renditions are made ahead, in the background, after seeding and
   * after each upload (docs/admin.md, "Media library"); false makes each on its first request.
   */
  RENDITIONS_AHEAD: z.enum(["true", "false"]).default("true"),
  /**
   * Reverse proxies in front of the server that append to X-Forwarded-For: their addresses or
   * networks (comma-separated, CIDR allowed), or their number when the server can be reached only
   * through them; 0 (the default) means the socket's peer is the client and the header is ignored.
   */
  TRUSTED_PROXIES: z
    .string()
    .default("0")
    .transform((value, context) => {
      try {
        return parseTrustedProxies(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: `must be a number of proxies or their addresses (${(error as Error).message})` });
        return z.NEVER;
      }
    }),
  /**
   * Outgoing mail server (nodemailer URL, smtp:// or smtps://, user and password in the URL).
   * Unset: mails are written to the outbox as held and only shown in the admins' mail viewer.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, "must be an smtp:// or smtps:// URL")
    .optional(),
  /**
   * `required`: an administrator without two-factor login must turn it on (on the login screen's
   * account step) before the admin serves them (docs/security.md, "Two-factor login"). An
   * environment variable, not a site setting: whoever steals an admin's password cannot switch
   * it off in the admin. `optional` (the default): each staff member chooses.
   */
  ADMIN_TWO_FACTOR: z.enum(["required", "optional"]).default("optional"),
  /** Sender address of every mail; the display name comes from the message catalogue. */
  MAIL_FROM: z.email().default("newsletter@festival-der-kuenste.example"),
  /**
   * Server secret for signed links (newsletter confirmation and unsubscribe). Unset: one is
   * generated once and kept in DATA_DIR/secret-key. Several machines must share one value.
   */
  SECRET_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * Memory for the page cache of each serving process, in MiB (docs/caching.md): anonymous pages
   * kept rendered and compressed. 0 turns it off.
   */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(16_384).default(32),
  /**
   * Seconds a shared cache (Varnish, a CDN) may hold an anonymous page (docs/caching.md); 0, the
   * default, lets none hold one. Needs the page cache, which knows a page's surrogate keys.
   */
  SHARED_CACHE_MAX_AGE: z.coerce.number().int().min(0).max(31_536_000).default(0),
  /**
   * Shared caches to purge on every change (comma-separated http(s) URLs, each answering
   * `PURGE` with an `xkey-purge` header, as deploy/varnish.vcl does).
   */
  CACHE_PURGE_URLS: z
    .string()
    .default("")
    .transform((value, context) => {
      const urls = value
        .split(",")
        .map((url) => url.trim())
        .filter(Boolean);
      for (const url of urls) {
        if (!/^https?:\/\//.test(url) || !URL.canParse(url)) {
          context.addIssue({ code: "custom", message: `must be http(s) URLs separated by commas ("${url}" is not one)` });
          return z.NEVER;
        }
      }
      return urls;
    }),
  /**
   * The box office's bank account for payment by bank transfer (docs/box-office-payment.md).
   * The method is offered only when BANK_IBAN and BANK_HOLDER are set.
   */
  BANK_IBAN: z.string().refine(isValidIban, "must be a valid IBAN (country, check digits, mod-97 check)").transform(normaliseIban).optional(),
  /** BIC of the bank account (8 or 11 characters). */
  BANK_BIC: z
    .string()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, "must be a BIC of 8 or 11 characters")
    .optional(),
  /** Account holder shown with the bank-transfer instructions. */
  BANK_HOLDER: z.string().trim().min(1).optional(),
  /** Stripe secret API key; card and SEPA payment via Stripe Checkout need it and STRIPE_WEBHOOK_SECRET. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "must be a Stripe secret key (sk_test_…, sk_live_…)")
    .optional(),
  /** Signing secret of the Stripe webhook endpoint (whsec_…). */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_]+$/, "must be a Stripe webhook signing secret (whsec_…)")
    .optional(),
  /** Worker processes sharing the port; more than 1 needs DATABASE_URL. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string };

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}
