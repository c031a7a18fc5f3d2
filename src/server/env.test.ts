import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("environment", () => {
  it("has working defaults: embedded database in ./data on port 3000", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./data", SEED_DEMO: "true", PUBLIC_URL: "http://localhost:3000" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toBe(path.resolve("./data"));
  });

  it("names every bad variable in one clear error", () => {
    expect(() => parseEnv({ PORT: "http", DATABASE_URL: "mysql://x", PUBLIC_URL: "not a url" })).toThrow(
      /Invalid environment configuration:\n\s+PORT: .*\n\s+DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL\n\s+PUBLIC_URL: /,
    );
  });

  it("reads the shared caches: none by default, purge addresses as a list of http(s) URLs", () => {
    expect(parseEnv({})).toMatchObject({ SHARED_CACHE_MAX_AGE: 0, CACHE_PURGE_URLS: [] });
    const env = parseEnv({ SHARED_CACHE_MAX_AGE: "3600", CACHE_PURGE_URLS: "http://127.0.0.1:6081/, https://cache.example/ " });
    expect(env).toMatchObject({ SHARED_CACHE_MAX_AGE: 3600, CACHE_PURGE_URLS: ["http://127.0.0.1:6081/", "https://cache.example/"] });
    expect(() => parseEnv({ CACHE_PURGE_URLS: "http://ok/,ftp://cache" })).toThrow(
      /CACHE_PURGE_URLS: must be http\(s\) URLs separated by commas \("ftp:\/\/cache" is not one\)/,
    );
    expect(() => parseEnv({ SHARED_CACHE_MAX_AGE: "-1" })).toThrow(/SHARED_CACHE_MAX_AGE/);
  });

  it("reads the log level: info by default, one of pino's levels, nothing else", () => {
    expect(parseEnv({}).LOG_LEVEL).toBe("info");
    expect(parseEnv({ LOG_LEVEL: "warn" }).LOG_LEVEL).toBe("warn");
    expect(() => parseEnv({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL/);
  });

  it("accepts a PostgreSQL server address", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u:p@db:5432/festival" }).DATABASE_URL).toBe("postgres://u:p@db:5432/festival");
  });

  it("accepts a tag-manager container id and refuses anything else", () => {
    expect(parseEnv({ TAG_MANAGER_ID: "GTM-AB12CD" }).TAG_MANAGER_ID).toBe("GTM-AB12CD");
    expect(() => parseEnv({ TAG_MANAGER_ID: "<script>" })).toThrow(/TAG_MANAGER_ID: must look like GTM-XXXXXXX/);
  });

  it("reads the mail settings: SMTP_URL optional, MAIL_FROM an address, SECRET_KEY long enough", () => {
    const env = parseEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.SECRET_KEY).toBeUndefined();
    expect(env.MAIL_FROM).toBe("newsletter@festival-der-kuenste.example");
    expect(parseEnv({ SMTP_URL: "smtps://user:pass@mail.example:465" }).SMTP_URL).toBe("smtps://user:pass@mail.example:465");
    expect(() => parseEnv({ SMTP_URL: "http://mail.example" })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => parseEnv({ MAIL_FROM: "nobody" })).toThrow(/MAIL_FROM/);
    expect(() => parseEnv({ SECRET_KEY: "short" })).toThrow(/SECRET_KEY: must be at least 32 characters/);
  });

  it("reads the payment settings: all optional, the IBAN checked by mod 97, Stripe keys by their prefixes", () => {
    const env = parseEnv({});
    expect(env.BANK_IBAN).toBeUndefined();
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(env.STRIPE_WEBHOOK_SECRET).toBeUndefined();
    const bank = parseEnv({ BANK_IBAN: "de89 3704 0044 0532 0130 00", BANK_BIC: "COBADEFFXXX", BANK_HOLDER: "Festival der Künste e.V." });
    expect(bank.BANK_IBAN).toBe("DE89370400440532013000");
    expect(bank.BANK_BIC).toBe("COBADEFFXXX");
    expect(bank.BANK_HOLDER).toBe("Festival der Künste e.V.");
    expect(() => parseEnv({ BANK_IBAN: "DE88370400440532013000" })).toThrow(/BANK_IBAN: must be a valid IBAN/);
    expect(() => parseEnv({ BANK_BIC: "COBA" })).toThrow(/BANK_BIC/);
    expect(parseEnv({ STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc" }).STRIPE_SECRET_KEY).toBe("sk_test_abc123");
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "pk_test_abc" })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: "secret" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
