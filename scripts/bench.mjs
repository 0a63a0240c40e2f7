// `npm run bench [-- /path ...]`: Lighthouse (mobile, simulated throttling) on
// the production build served locally, plus JS bundle sizes. Reports go to
// .bench/<page>.json; open one at https://googlechrome.github.io/lighthouse/viewer/.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
// chrome-launcher comes with lighthouse (it is what its CLI uses).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildIfStale } from "./build-if-stale.mjs";
import { CHROMIUM_ARGS, findChromium } from "./find-chromium.mjs";
import { startServer } from "./serve.mjs";
import { BUILD_DIR, REPO_ROOT } from "./site-config.mjs";

const DEFAULT_PATHS = ["/", "/about", "/contact", "/services", "/services/wound-care"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const REPORT_DIR = path.join(REPO_ROOT, ".bench");

const kB = (bytes) => (bytes / 1024).toFixed(1);

/** Gzip size of a built file: the .gz from postbuild, else compressed here. */
function gzipSize(file) {
  return existsSync(`${file}.gz`)
    ? statSync(`${file}.gz`).size
    : gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Gzip kB of the scripts a page loaded: its first-load JS, whatever encoding was sent. */
function firstLoadJs(lhr, origin) {
  const requests = lhr.audits["network-requests"].details?.items ?? [];
  return requests
    .filter((item) => item.resourceType === "Script" && item.url.startsWith(origin))
    .map((item) => path.join(BUILD_DIR, new URL(item.url).pathname))
    .filter((file) => existsSync(file))
    .reduce((sum, file) => sum + gzipSize(file), 0);
}

function summarise(pagePath, lhr, origin) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    page: pagePath,
    ...Object.fromEntries(
      CATEGORIES.map((id) => [
        id.replace("best-practices", "bp"),
        Math.round((lhr.categories[id].score ?? NaN) * 100),
      ]),
    ),
    "LCP ms": Math.round(audit("largest-contentful-paint")),
    "TBT ms": Math.round(audit("total-blocking-time")),
    CLS: audit("cumulative-layout-shift").toFixed(3),
    "transfer kB": kB(audit("total-byte-weight")),
    "JS gz kB": kB(firstLoadJs(lhr, origin)),
  };
}

function printTable(rows) {
  const columns = Object.keys(rows[0]);
  const width = (col) => Math.max(col.length, ...rows.map((row) => String(row[col]).length));
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(width(columns[i]))).join("  ");
  console.log(line(columns));
  for (const row of rows) console.log(line(columns.map((col) => row[col])));
}

function printBundleSizes() {
  const assets = path.join(BUILD_DIR, "assets");
  const scripts = readdirSync(assets)
    .filter((name) => name.endsWith(".js"))
    .map((name) => path.join(assets, name));
  const raw = scripts.reduce((sum, file) => sum + statSync(file).size, 0);
  const gzip = scripts.reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(
    `All JS in build/client/assets: ${scripts.length} files, ${kB(raw)} kB raw, ${kB(gzip)} kB gzip`,
  );
}

async function selfSignedCertificate() {
  const key = path.join(REPORT_DIR, "localhost-key.pem");
  const cert = path.join(REPORT_DIR, "localhost-cert.pem");
  if (!existsSync(cert)) {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "30",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        key,
        "-out",
        cert,
      ],
      { stdio: "ignore" },
    );
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

const paths = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_PATHS;
buildIfStale();
const chromePath = findChromium();
await mkdir(REPORT_DIR, { recursive: true });

// Production hosts speak HTTP/2 over TLS; over plain HTTP/1.1 Lighthouse would
// model six connections and queue the page's scripts behind each other. A
// throwaway self-signed certificate for 127.0.0.1 makes the local run alike.
const tls = await selfSignedCertificate();
const server = await startServer({ root: BUILD_DIR, port: 0, tls });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS, "--ignore-certificate-errors"],
});
const rows = [];
try {
  for (const pagePath of paths) {
    console.log(`Lighthouse ${pagePath} ...`);
    const result = await lighthouse(`${server.url}${pagePath}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${pagePath}`);
    if (result.lhr.runtimeError) console.warn(`  ${result.lhr.runtimeError.message}`);
    const slug = pagePath.replace(/^\/|\/$/g, "").replaceAll("/", "_") || "home";
    await writeFile(path.join(REPORT_DIR, `${slug}.json`), result.report);
    rows.push(summarise(pagePath, result.lhr, server.url));
  }
} finally {
  chrome.kill();
  await server.close();
}

printTable(rows);
printBundleSizes();
console.log(`JSON reports in ${path.relative(process.cwd(), REPORT_DIR) || "."}/`);
