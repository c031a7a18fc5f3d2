import { defineConfig } from "vitest/config";

// Two projects: the content service (runs against PGlite, or PostgreSQL when DATABASE_URL is set)
// and everything else (machines, schemas, renderer components).
export default defineConfig({
  test: {
    // In CI a JSON report feeds the one-line total that .ci/run prints.
    reporters: process.env.CI ? ["default", "json"] : ["default"],
    outputFile: { json: process.env.VITEST_REPORT ?? "reports/unit.json" },
    projects: [
      {
        test: {
          name: "content-service",
          include: ["src/server/**/*.test.ts", "src/content-client/**/*.test.ts", "server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/content-service.global.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "codegen/**/*.test.ts", "tests/unit/**/*.test.{ts,tsx}"],
          exclude: ["src/server/**", "src/content-client/**"],
          environment: "happy-dom",
          setupFiles: ["tests/setup/catalogues.ts"],
        },
      },
    ],
  },
});
