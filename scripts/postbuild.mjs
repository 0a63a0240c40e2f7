// Runs after `react-router build`: writes the hosting config and robots.txt,
// then precompresses text files so neither the host nor serve.mjs has to
// compress on every request (and brotli can use its slowest, best setting).
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import {
  ASSET_CACHE_CONTROL,
  BUILD_DIR,
  NOT_FOUND_PAGE,
  REDIRECTS,
  SECURITY_HEADERS,
} from "./site-config.mjs";

const TEXT_EXTENSIONS = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".json",
  ".txt",
  ".xml",
  ".webmanifest",
  ".data",
]);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

if (!existsSync(path.join(BUILD_DIR, "index.html"))) {
  console.error("postbuild: build/client/index.html is missing; did `react-router build` run?");
  process.exit(1);
}

await writeHostingConfig();
const { count, compressed, raw, br } = await compressTextFiles();
const kB = (bytes) => (bytes / 1024).toFixed(1);
console.log(
  `postbuild: compressed ${compressed} of ${count} text files, ${kB(raw)} kB raw -> ${kB(br)} kB br`,
);

async function writeHostingConfig() {
  const redirects = Object.entries(REDIRECTS).map(([from, to]) => `${from} ${to} 301`);
  // Netlify applies the first matching rule, so the catch-all must be last.
  redirects.push(`/* /${NOT_FOUND_PAGE} 404`);
  await writeFile(path.join(BUILD_DIR, "_redirects"), redirects.join("\n") + "\n");

  const headerLines = (values) => Object.entries(values).map(([k, v]) => `  ${k}: ${v}`);
  const headers = [
    "/*",
    ...headerLines(SECURITY_HEADERS),
    "",
    "/assets/*",
    ...headerLines({ "Cache-Control": ASSET_CACHE_CONTROL }),
  ];
  await writeFile(path.join(BUILD_DIR, "_headers"), headers.join("\n") + "\n");

  // A robots.txt from public/ (e.g. one naming a sitemap) wins over the default.
  const robots = path.join(BUILD_DIR, "robots.txt");
  if (!existsSync(robots)) await writeFile(robots, "User-agent: *\nAllow: /\n");
}

async function compressTextFiles() {
  const entries = await readdir(BUILD_DIR, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT_EXTENSIONS.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));

  const totals = { count: files.length, compressed: 0, raw: 0, br: 0 };
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [brotlied, gzipped] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: 9 }),
      ]);
      totals.raw += content.length;
      // Tiny files grow when compressed; serve.mjs falls back to the original
      // when a variant is missing, so skipping them costs nothing.
      if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
      if (brotlied.length < content.length) {
        await writeFile(`${file}.br`, brotlied);
        totals.compressed += 1;
      }
      totals.br += Math.min(brotlied.length, content.length);
    }),
  );
  return totals;
}
