// `npm run test:e2e`: Playwright against the production build, with the
// system Chromium. Extra arguments go to `playwright test` (e.g. a file name).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { findChromium } from "./find-chromium.mjs";
import { BUILD_DIR, REPO_ROOT } from "./site-config.mjs";

if (!existsSync(path.join(BUILD_DIR, "index.html"))) {
  console.error("No build in build/client: run `npm run build` first.");
  process.exit(1);
}

let chromium;
try {
  chromium = findChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  cwd: REPO_ROOT,
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: chromium },
});

// A plain closing line CI can read, whatever Playwright's own summary says.
const report = path.join(REPO_ROOT, "test-results", "e2e-report.json");
if (existsSync(report)) {
  const { stats } = JSON.parse(readFileSync(report, "utf8"));
  const failed = stats.unexpected + stats.flaky;
  console.log(`e2e: ${stats.expected} passed, ${failed} failed`);
}
process.exit(result.status ?? 1);
