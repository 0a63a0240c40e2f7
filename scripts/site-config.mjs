// What the static host must do beyond serving files. postbuild.mjs writes it
// as Netlify-style _headers/_redirects and serve.mjs applies it itself, so
// local serving and production hosting cannot drift apart.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const BUILD_DIR = path.join(REPO_ROOT, "build", "client");

/** Prerendered "*" route; served with status 404 for every unknown path. */
export const NOT_FOUND_PAGE = "404/index.html";

/** Old URL -> new URL, answered with 301 (query string kept). */
export const REDIRECTS = { "/terms-and-conditions": "/terms-of-service" };

export const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

/** Files under /assets/ have content hashes in their names, so never change. */
export const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";
