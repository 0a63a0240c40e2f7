import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

export const clientDir = join(import.meta.dirname, "..", "..", "build", "client");

/** Every prerendered page's path, read off the build ("/", "/about", ...), not-found page excluded. */
export function builtPaths(dir = clientDir, prefix = ""): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      return name === "assets" || name === "404" ? [] : builtPaths(path, `${prefix}/${name}`);
    }
    return name === "index.html" ? [prefix || "/"] : [];
  });
}

export function builtHtml(path: string) {
  return readFileSync(join(clientDir, path === "/" ? "" : path, "index.html"), "utf8");
}
