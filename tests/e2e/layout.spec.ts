import { expect, test } from "./fixtures";

test.describe("header on a desktop screen", () => {
  test("has the spec's links, an external Blog link and the phone and portal links", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "About", exact: true })).toHaveAttribute(
      "href",
      "/about",
    );
    await expect(nav.getByRole("link", { name: "Wound Care" })).toHaveAttribute(
      "href",
      "/services/wound-care",
    );
    await expect(nav.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
    const blog = nav.getByRole("link", { name: /^Blog/ });
    await expect(blog).toHaveAttribute("target", "_blank");
    await expect(blog).toHaveAttribute("rel", "noopener noreferrer");
    await expect(blog).toHaveAttribute("href", /^https:\/\//);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /call/i })).toHaveAttribute(
      "href",
      /^tel:\+1\d{10}$/,
    );
    await expect(header.getByRole("link", { name: "Patient Portal" })).toHaveAttribute(
      "href",
      "/patient-portal",
    );
  });

  test("Services dropdown opens by mouse and lists the seven service links", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Services" }).hover();
    const links = page.getByRole("navigation", { name: "Main" }).getByRole("link", {
      name: /All Services|Weight|Lifestyle|Immigration|Chronic|Preventive|Piercing/,
    });
    await expect(links).toHaveCount(7);
    await expect(links.first()).toHaveAttribute("href", "/services");
  });

  test("Wellness dropdown works by keyboard and Escape closes it, returning focus", async ({
    page,
  }) => {
    await page.goto("/");
    const trigger = page.getByRole("button", { name: "Wellness" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const href of [
      "/wellness/exomind",
      "/wellness/emsella-chair",
      "/wellness/emsculpt-neo",
      "/wellness/payment-plan",
    ]) {
      await expect(nav.locator(`a[href="${href}"]`)).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
  });

  test("navigating by the header is client-side: the document is not reloaded", async ({
    page,
  }) => {
    await page.goto("/");
    await page.evaluate(
      () => ((window as unknown as { __marker: string }).__marker = "still here"),
    );
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About", exact: true })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("About");
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe(
      "still here",
    );
  });

  test("skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});

test.describe("menu on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the toggle opens a stacked menu, a link tap navigates and closes it", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    // While the menu is open the rest of the page is hidden from assistive
    // technology (it is modal), so the toggle is found by its label attribute.
    const toggle = page.locator('button[aria-label="Open menu"]');
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Medical Weight Management" })).toBeVisible();
    await menu.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
  });

  test("Escape closes the menu and focus returns to the toggle; Tab stays inside while open", async ({
    page,
  }) => {
    await page.goto("/about");
    const toggle = page.locator('button[aria-label="Open menu"]');
    await toggle.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    for (let i = 0; i < 30; i++) await page.keyboard.press("Tab");
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("the header keeps a one-tap call link beside the menu toggle", async ({ page }) => {
    await page.goto("/contact");
    const call = page.getByRole("banner").getByRole("link", { name: /^Call / });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", /^tel:\+1\d{10}$/);
  });

  test("no page is wider than the screen", async ({ page }) => {
    for (const path of ["/", "/about", "/contact"]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("footer", () => {
  test("has legal, social and contact links and the visitor's current year", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms-of-service"],
      ["HIPAA Notice", "/hipaa-notice"],
    ] as const) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    const social = footer.getByRole("link", { name: /on (Facebook|Instagram|LinkedIn)/ });
    await expect(social).toHaveCount(3);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test("shows the current year even when the page was built in an earlier year", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2031-03-01T12:00:00Z"));
    await page.goto("/about");
    await expect(page.getByRole("contentinfo")).toContainText("© 2031");
  });
});
