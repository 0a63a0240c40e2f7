// Full-page screenshots of built pages at phone and desktop widths, for
// looking at what we ship: `npm run screenshots -- / /about`.
// Needs a running server (npm start); BASE_URL overrides the address.
/* global window, document -- the page.evaluate callbacks run in the browser */
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./find-chromium.mjs";

const base = process.env.BASE_URL ?? "http://127.0.0.1:4173";
const outDir = process.env.OUT_DIR ?? "screenshots";
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/about", "/contact"];
const viewports = [
  { name: "390", width: 390, height: 844 },
  { name: "1440", width: 1440, height: 900 },
];

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: await findChromium(),
  args: CHROMIUM_ARGS,
});
for (const viewport of viewports) {
  const page = await browser.newPage({ viewport });
  // Screenshots never reach outside hosts (map frame): block them.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  for (const path of paths) {
    await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
    // Scroll through once so lazy images and frames load as they would for a reader.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
        window.scrollTo({ top: y, behavior: "instant" });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo({ top: 0, behavior: "instant" });
    });
    await page.waitForLoadState("networkidle");
    const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
    const file = `${outDir}/${name}-${viewport.name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    // Tall pages are also cut into slices an image viewer can show at full size.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const sliceHeight = viewport.width * 3;
    if (height > sliceHeight * 1.2) {
      for (let top = 0, part = 1; top < height; top += sliceHeight, part++) {
        const clip = {
          x: 0,
          y: top,
          width: viewport.width,
          height: Math.min(sliceHeight, height - top),
        };
        const partFile = `${outDir}/${name}-${viewport.name}-part${part}.png`;
        await page.screenshot({ path: partFile, fullPage: true, clip });
        console.log(partFile);
      }
    }
  }
  await page.close();
}
await browser.close();
