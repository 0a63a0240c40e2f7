// Static server for build/client that behaves like the production host:
// clean URLs, 301s, precompressed variants, caching and security headers, and
// the prerendered 404 page with status 404. Only node:http, so `npm start`
// needs nothing beyond Node.
import { createReadStream, existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import http from "node:http";
import http2 from "node:http2";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import {
  ASSET_CACHE_CONTROL,
  BUILD_DIR,
  NOT_FOUND_PAGE,
  REDIRECTS,
  SECURITY_HEADERS,
} from "./site-config.mjs";

const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  // React Router's turbo-stream loader data; its own dev server uses this type.
  ".data": "text/x-script",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};

/** Precompressed variants written by postbuild.mjs, best first. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
];

export function contentTypeFor(file) {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
}

/** Encodings the Accept-Encoding header allows, in the server's preference order. */
export function negotiateEncodings(acceptEncoding = "") {
  const quality = new Map();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    quality.set(name, q ? Number(q.slice(2)) : 1);
  }
  // q=0 means "not acceptable"; "*" covers encodings not named.
  const accepts = (name) => (quality.get(name) ?? quality.get("*") ?? 0) > 0;
  return ENCODINGS.filter(({ name }) => accepts(name));
}

/**
 * Decides, without touching the disk, how to answer a request target:
 * `{ status: 400 }`, `{ redirect }` (a same-site path) or `{ file }` (an
 * absolute path inside root that may or may not exist).
 */
export function routeRequest(requestTarget, root) {
  if (!requestTarget.startsWith("/")) return { status: 400 };
  let url;
  let decoded;
  // Prefixing the origin (instead of passing a base URL) keeps "//host/x" a
  // path rather than a protocol-relative URL. Dot segments, including
  // %2e%2e, are resolved here.
  try {
    url = new URL(`http://localhost${requestTarget}`);
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return { status: 400 };
  }
  if (decoded.includes("\0")) return { status: 400 };
  // An encoded slash ("..%2f") survives URL parsing, so check the decoded path.
  const file = path.join(root, decoded);
  const relative = path.relative(root, file);
  if (relative === ".." || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
    return { status: 400 };
  }

  const trimmed = "/" + url.pathname.replace(/^\/+|\/+$/g, "");
  const target = REDIRECTS[decodeURIComponent(trimmed)];
  if (target) return { redirect: target + url.search };
  // One canonical URL per page: "/about/" -> "/about". Collapsing leading
  // slashes keeps the Location from becoming "//other-host".
  if (url.pathname !== trimmed && url.pathname !== "/") return { redirect: trimmed + url.search };
  return { file };
}

async function statFile(file) {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/** Clean URLs: "/about" is about/index.html; exact files (assets, .data) win. */
async function findPage(file) {
  for (const candidate of [file, path.join(file, "index.html")]) {
    const stats = await statFile(candidate);
    if (stats) return { file: candidate, stats };
  }
  return null;
}

function isFresh(req, etag, mtime) {
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch) {
    const tags = ifNoneMatch.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
    return tags.includes(etag) || tags.includes("*");
  }
  const ifModifiedSince = Date.parse(req.headers["if-modified-since"] ?? "");
  return ifModifiedSince >= Math.floor(mtime.getTime() / 1000) * 1000;
}

async function sendFile(req, res, page, status, root) {
  let { file, stats } = page;
  let encoding = null;
  for (const candidate of negotiateEncodings(req.headers["accept-encoding"])) {
    const variant = await statFile(file + candidate.suffix);
    if (variant) {
      [encoding, stats] = [candidate.name, variant];
      file += candidate.suffix;
      break;
    }
  }
  const isAsset = page.file.startsWith(path.join(root, "assets") + path.sep);
  // Each encoding is a different byte sequence, so it needs its own ETag.
  const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ""}"`;
  const headers = {
    "Content-Type": contentTypeFor(page.file),
    "Cache-Control": isAsset ? ASSET_CACHE_CONTROL : "no-cache",
    Vary: "Accept-Encoding",
    ETag: etag,
    "Last-Modified": stats.mtime.toUTCString(),
    ...(encoding && { "Content-Encoding": encoding }),
  };
  if (status === 200 && isFresh(req, etag, stats.mtime)) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(status, { ...headers, "Content-Length": stats.size });
  if (req.method === "HEAD") res.end();
  else await pipeline(createReadStream(file), res);
}

function sendText(res, status, text, headers = {}) {
  res
    .writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...headers })
    .end(`${text}\n`);
}

async function handle(req, res, root) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  if (req.method !== "GET" && req.method !== "HEAD") {
    return sendText(res, 405, "Method Not Allowed", { Allow: "GET, HEAD" });
  }
  const route = routeRequest(req.url ?? "/", root);
  if (route.status) return sendText(res, route.status, "Bad Request");
  if (route.redirect) return sendText(res, 301, "Moved Permanently", { Location: route.redirect });

  const notFoundFile = path.join(root, NOT_FOUND_PAGE);
  const page = await findPage(route.file);
  if (page && page.file !== notFoundFile) return sendFile(req, res, page, 200, root);
  const notFound = await findPage(notFoundFile);
  if (notFound) return sendFile(req, res, notFound, 404, root);
  sendText(res, 404, "Not Found");
}

/**
 * Starts serving `root`; port 0 picks a free port (see the returned url).
 * With `tls: { key, cert }` it speaks HTTPS with HTTP/2, as production hosts
 * do; the benchmark uses that so Lighthouse models real multiplexing.
 */
export function startServer({ root = BUILD_DIR, port = 4173, host = "127.0.0.1", tls } = {}) {
  const onRequest = (req, res) => {
    handle(req, res, root).catch((error) => {
      // A client that hangs up mid-download is not a server error.
      if (error.code === "ERR_STREAM_PREMATURE_CLOSE") return;
      console.error(error);
      if (res.headersSent) res.destroy();
      else sendText(res, 500, "Internal Server Error");
    });
  };
  const server = tls
    ? http2.createSecureServer({ ...tls, allowHTTP1: true }, onRequest)
    : http.createServer(onRequest);
  // HTTP/2 sessions outlive requests; close() must end them to return.
  const sessions = new Set();
  server.on("session", (session) => {
    sessions.add(session);
    session.once("close", () => sessions.delete(session));
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const urlHost = host.includes(":") ? `[${host}]` : host;
      const close = () =>
        new Promise((done) => {
          server.close(() => done());
          server.closeAllConnections?.(); // keep-alive sockets would delay close()
          for (const session of sessions) session.destroy();
        });
      const scheme = tls ? "https" : "http";
      resolve({ server, url: `${scheme}://${urlHost}:${server.address().port}`, close });
    });
  });
}

/** `npm run serve` / `npm start`: PORT and HOST from the environment, stops on Ctrl+C. */
export async function serveFromEnv() {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? "127.0.0.1";
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a port number, got "${process.env.PORT}".`);
    process.exit(1);
  }
  if (!existsSync(path.join(BUILD_DIR, "index.html"))) {
    console.error("No build found in build/client: run `npm run build` first.");
    process.exit(1);
  }
  let server;
  try {
    server = await startServer({ root: BUILD_DIR, port, host });
  } catch (error) {
    const hint = error.code === "EADDRINUSE" ? " (port in use; set PORT to another one)" : "";
    console.error(`Cannot listen on ${host}:${port}${hint}: ${error.message}`);
    process.exit(1);
  }
  console.log(`Serving build/client at ${server.url}`);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => server.close().then(() => process.exit(0)));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await serveFromEnv();
}
