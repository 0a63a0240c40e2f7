// Playwright and Lighthouse both drive the system Chromium: these machines
// cannot download browsers, so `npx playwright install` is never an option.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Flags for headless Chromium here, as root in a sandbox with no internet:
 * without the background-networking ones it keeps dialling Google's hosts.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

const SYSTEM_PATHS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

/** Path of a Chromium executable; installs Debian's package as a last resort. */
export function findChromium() {
  const fromEnv = [process.env.CHROMIUM_PATH, process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH];
  const found = [...fromEnv, ...SYSTEM_PATHS].find((file) => file && existsSync(file));
  if (found) return found;

  const canApt = process.getuid?.() === 0 && existsSync("/etc/debian_version");
  if (!canApt || !existsSync("/usr/bin/apt-get")) {
    throw new Error(
      "Chromium not found. Install it with your package manager (Debian/Ubuntu: " +
        "`sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium/Chrome executable.",
    );
  }
  console.log(
    "Chromium not found: installing Debian's chromium package with apt-get (one-time)...",
  );
  for (const args of [["update"], ["install", "-y", "chromium"]]) {
    const result = spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) throw new Error(`\`apt-get ${args.join(" ")}\` failed.`);
  }
  if (!existsSync("/usr/bin/chromium")) {
    throw new Error("apt-get installed chromium but /usr/bin/chromium does not exist.");
  }
  return "/usr/bin/chromium";
}
