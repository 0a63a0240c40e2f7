import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/find-chromium.mjs";

// Tests run against the production build served by scripts/serve.mjs, so they
// see the same 301s, 404s and headers as visitors. Run them with
// `npm run test:e2e` (after `npm run build`).
const port = process.env.E2E_PORT ?? "4399";
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // "list" ends with the usual "N passed (Xs)" summary; run-e2e.mjs reads the
  // JSON report to print a plain "N passed, N failed" closing line for CI.
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-report.json" }]],
  use: {
    baseURL,
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          // run-e2e.mjs sets CHROMIUM_PATH; the fallback keeps a bare
          // `npx playwright test` working too (no browser downloads here).
          executablePath: process.env.CHROMIUM_PATH ?? findChromium(),
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: {
    command: "node scripts/serve.mjs",
    env: { PORT: port },
    url: baseURL,
    reuseExistingServer: false,
    timeout: 15_000,
  },
});
