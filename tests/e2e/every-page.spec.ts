import { clinic } from "../../app/content/clinic";
import { specRoutes } from "../../app/content/navigation";
import { builtHtml, builtPaths } from "./built-pages";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const paths = builtPaths();

test("the build prerendered the pages of this release", () => {
  for (const path of [
    "/",
    "/about",
    "/contact",
    "/services",
    "/services/wound-care",
    "/health-insurance",
    "/patient-portal",
  ]) {
    expect(paths).toContain(path);
  }
});

test("every prerendered page has its own title, description and one h1 in the HTML itself", () => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of paths) {
    const html = builtHtml(path);
    const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
    const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1];
    expect(title, path).toBeTruthy();
    expect(description?.length ?? 0, path).toBeGreaterThan(50);
    expect(html.match(/<h1[\s>]/g)?.length, path).toBe(1);
    titles.add(title!);
    descriptions.add(description!);
  }
  expect(titles.size).toBe(paths.length);
  expect(descriptions.size).toBe(paths.length);
});

test("internal links in the built HTML only point at the spec's routes", () => {
  for (const path of paths) {
    const hrefs = [...builtHtml(path).matchAll(/<a [^>]*href="(\/[^"#?]*)/g)].map((m) => m[1]);
    for (const href of hrefs)
      expect(specRoutes as readonly string[], `${href} on ${path}`).toContain(href);
  }
});

test("external links open in a new tab with rel=noopener noreferrer", () => {
  for (const path of paths) {
    for (const [tag] of builtHtml(path).matchAll(/<a [^>]*href="https?:[^>]*>/g)) {
      expect(tag, path).toContain('target="_blank"');
      expect(tag, path).toContain('rel="noopener noreferrer"');
    }
  }
});

for (const path of paths) {
  test(`${path}: zero axe violations, no outside requests, no console errors`, async ({
    page,
    outsideRequests,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page);
    // The only third party the spec allows on these pages is the map frame on /contact.
    const allowed: string[] = path === "/contact" ? [clinic.urls.mapEmbed] : [];
    expect(outsideRequests.filter((url) => !allowed.includes(url))).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test.describe("phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of paths) {
    test(`${path}: zero axe violations and nothing wider than the screen at 390 px`, async ({
      page,
    }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const path of ["/", "/about", "/contact"]) {
    test(`${path} still has its text and links`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }),
      ).toBeVisible();
      expect(await page.locator("main a[href]").count()).toBeGreaterThan(3);
    });
  }
});
