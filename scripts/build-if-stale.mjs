// `npm start` and `npm run bench` must never show an outdated site, so they
// rebuild when any build input is newer than the last build.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { BUILD_DIR, REPO_ROOT } from "./site-config.mjs";

const BUILD_INPUTS = ["app", "public", "package.json", "react-router.config.ts", "vite.config.ts"];

function inputFiles() {
  return BUILD_INPUTS.map((name) => path.join(REPO_ROOT, name))
    .filter((input) => existsSync(input))
    .flatMap((input) =>
      statSync(input).isDirectory()
        ? readdirSync(input, { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => path.join(entry.parentPath, entry.name))
        : [input],
    );
}

/** Why a build is needed, or null when build/client is up to date. */
function staleReason() {
  const builtPage = path.join(BUILD_DIR, "index.html");
  if (!existsSync(builtPage)) return "No build in build/client yet";
  const builtAt = statSync(builtPage).mtimeMs;
  const changed = inputFiles().find((file) => statSync(file).mtimeMs > builtAt);
  return changed ? `${path.relative(REPO_ROOT, changed)} changed since the last build` : null;
}

export function buildIfStale() {
  const reason = staleReason();
  if (!reason) return;
  console.log(`${reason}: running \`npm run build\` first.`);
  const result = spawnSync("npm", ["run", "build"], { cwd: REPO_ROOT, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("Build failed; not serving a stale or missing site.");
    process.exit(result.status ?? 1);
  }
}
