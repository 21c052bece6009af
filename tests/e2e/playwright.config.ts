import { defineConfig, devices } from "@playwright/test";

/** The test runner script points this at the system Chromium; Playwright's own browser downloads are never used. */
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH || undefined;

export default defineConfig({
  testDir: ".",
  // `.e2e.ts` keeps these files out of Vitest's default `*.test.ts` / `*.spec.ts` globs.
  testMatch: "**/*.e2e.ts",
  globalSetup: "./global-setup.ts",
  outputDir: "../../test-results/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // `npm test` also asks for a JSON report, to list the slowest files at its end.
  reporter: process.env.E2E_JSON_REPORT ? [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT }]] : "list",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    // global-setup.ts sets E2E_SERVER_URL before workers start; workers re-read this file and inherit the variable.
    baseURL: process.env.E2E_SERVER_URL ?? process.env.E2E_BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath,
          args: [
            "--no-sandbox",
            "--headless",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--no-first-run",
            "--disable-sync",
            "--disable-quic",
          ],
        },
      },
    },
  ],
});
