import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Two animation frames: any scroll handler and the render it causes have run. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

test.describe("home page", () => {
  test("hero, highlights, values, seven service cards and both care models are there", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const schedule = page.getByRole("link", { name: /Schedule Consultation/ }).first();
    await expect(schedule).toHaveAttribute("target", "_blank");
    await expect(schedule).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("link", { name: "Using your insurance" })).toHaveAttribute(
      "href",
      "/health-insurance",
    );
    await expect(page.getByRole("link", { name: "How membership works" })).toHaveAttribute(
      "href",
      "/services/direct-primary-care",
    );
    await expect(page.getByText(/HIPAA-compliant/)).toBeVisible();

    const about = page.locator("#about");
    for (const value of ["Trust", "Excellence", "Authenticity", "Knowledge"]) {
      await expect(about.getByRole("heading", { name: value, level: 3 })).toBeVisible();
    }
    await expect(about.getByRole("link", { name: /Learn More about us/ })).toHaveAttribute(
      "href",
      "/about",
    );

    const cards = page.locator("#services > div > div > ul > li");
    await expect(cards).toHaveCount(7);
    for (const title of [
      "Direct Primary Care",
      "Family Medicine",
      "Lifestyle Medicine",
      "Obesity Medicine",
      "Integrative Medicine",
      "Preventive Care",
    ]) {
      await expect(
        page
          .locator("#services")
          .getByRole("link", { name: new RegExp(`^Learn More\\W+${title}$`) }),
      ).toHaveAttribute("href", "/services");
    }
    await expect(
      page.locator("#services").getByRole("link", { name: /^Learn More\W+Wound Care$/ }),
    ).toHaveAttribute("href", "/services/wound-care");

    for (const href of ["/wellness/exomind", "/wellness/emsculpt-neo", "/wellness/emsella-chair"]) {
      await expect(page.locator(`#wellness a[href="${href}"]`)).toBeVisible();
    }
    await expect(page.locator("#wellness").getByRole("link", { name: "Call Now" })).toHaveAttribute(
      "href",
      /^tel:/,
    );
    await expect(page.locator("#care-models").getByRole("heading", { level: 3 })).toHaveText([
      "Direct Primary Care",
      "Insurance-Based Care",
    ]);
  });

  test("the floating button appears after 300 px of scroll and opens Book Appointment and Call Now", async ({
    page,
  }) => {
    await page.goto("/");
    const getStarted = page.getByRole("button", { name: "Get Started" });
    await expect(getStarted).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 250));
    await settle(page);
    await expect(getStarted).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 301));
    await expect(getStarted).toBeVisible();

    await getStarted.click();
    const toggle = page.getByRole("button", { name: "Close" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = page.getByRole("group", { name: "Get started" });
    const book = panel.getByRole("link", { name: /Book Appointment/ });
    await expect(book).toHaveAttribute("target", "_blank");
    await expect(book).toHaveAttribute("href", /^https:\/\//);
    await expect(panel.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", /^tel:\+1/);

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Get Started" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("group", { name: "Get started" })).toBeVisible();
  });

  test("the floating button is on /about but not on /contact", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(page.getByRole("button", { name: "Get Started" })).toBeVisible();
    await page.goto("/contact");
    await page.evaluate(() => window.scrollTo(0, 600));
    await settle(page);
    await expect(page.getByRole("button", { name: "Get Started" })).toHaveCount(0);
  });
});

test.describe("home message form", () => {
  test("an empty submit shows the destructive toast and marks the required fields", async ({
    page,
  }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Required fields missing")).toBeVisible();
    await expect(page.getByText("Please fill in all required fields.")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Full name" })).toBeFocused();
    for (const label of ["Full name", "Email", "How can we help?"]) {
      await expect(form.getByRole("textbox", { name: label })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
    }
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveAttribute("type", "email");
  });

  test("a valid submit sends nothing, shows the success toast and clears every field", async ({
    page,
  }) => {
    // The favicon or the map frame may load meanwhile; what must never happen
    // is a request that carries the form: a POST, or a field value in a URL.
    const requests: string[] = [];
    await page.goto("/");
    page.on("request", (request) => {
      const carriesForm =
        request.method() !== "GET" || /Ana|Ruiz|example\.org|patients|Hello/.test(request.url());
      if (carriesForm) requests.push(`${request.method()} ${request.url()}`);
    });
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByRole("textbox", { name: "Full name" }).fill("Ana Ruiz");
    await form.getByRole("textbox", { name: "Email" }).fill("ana@example.org");
    await form.getByRole("textbox", { name: "Phone" }).fill("612 555 0100");
    await form.getByRole("textbox", { name: "How can we help?" }).fill("Do you take new patients?");
    await form.getByRole("checkbox").click();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent")).toBeVisible();
    await expect(page.getByText(/within 24 hours/).last()).toBeVisible();
    for (const label of ["Full name", "Email", "Phone", "How can we help?"]) {
      await expect(form.getByRole("textbox", { name: label })).toHaveValue("");
    }
    await expect(form.getByRole("checkbox")).not.toBeChecked();
    expect(requests).toEqual([]);
    expect(page.url()).not.toContain("Ana");
  });
});
