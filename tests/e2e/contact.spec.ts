import { expect, test } from "./fixtures";

test.describe("contact page", () => {
  test("shows phone, email, address, the Spanish line, hours with an open/closed status and the booking buttons", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /\(\d{3}\) 555-01\d\d/ }).first()).toHaveAttribute(
      "href",
      /^tel:\+1\d{10}$/,
    );
    await expect(main.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(main.locator("address").first()).toContainText(/MN \d{5}/);
    const whatsapp = main.getByRole("link", { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(main.getByText("Monday", { exact: true })).toBeVisible();
    await expect(main.getByRole("status").filter({ hasText: /Open now|Closed/ })).toBeVisible();
    for (const name of [/^Book Appointment/, /^Enroll in Direct Care/]) {
      const link = main.getByRole("link", { name }).first();
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("computes open/closed in the clinic's time zone", async ({ page }) => {
    // Monday 10:00 in Minneapolis is 16:00 UTC in November.
    await page.clock.setFixedTime(new Date("2026-11-23T16:00:00Z"));
    await page.goto("/contact");
    await expect(page.getByRole("status").filter({ hasText: "Open now" })).toContainText(
      "until 5:00 PM",
    );
    await page.clock.setFixedTime(new Date("2026-11-29T16:00:00Z")); // Sunday
    await page.goto("/contact");
    await expect(page.getByRole("status").filter({ hasText: "Closed" })).toContainText(
      "opens tomorrow at 9:00 AM",
    );
  });

  test("the map frame has a title and is only added when it scrolls into view", async ({
    page,
    outsideRequests,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/contact");
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(outsideRequests).toEqual([]);
    await page.getByRole("link", { name: /Open in Google Maps/ }).scrollIntoViewIfNeeded();
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("title", /Map showing/);
    await expect(frame).toHaveAttribute("loading", "lazy");
  });

  test("the form needs the terms box: 'Terms Required' toast, input kept, then success clears everything", async ({
    page,
  }) => {
    // The favicon or the map frame may load meanwhile; what must never happen
    // is a request that carries the form: a POST, or a field value in a URL.
    const requests: string[] = [];
    await page.goto("/contact");
    page.on("request", (request) => {
      const carriesForm =
        request.method() !== "GET" || /Ana|Ruiz|example\.org|patients|Hello/.test(request.url());
      if (carriesForm) requests.push(`${request.method()} ${request.url()}`);
    });
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("textbox", { name: "Full name" }).fill("Ana Ruiz");
    await form.getByRole("textbox", { name: "Email" }).fill("ana@example.org");
    await form.getByRole("textbox", { name: "Message" }).fill("Hello");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Terms Required")).toBeVisible();
    await expect(
      page.getByText("Please agree to the terms and conditions to proceed."),
    ).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Full name" })).toHaveValue("Ana Ruiz");
    await expect(form.getByRole("link", { name: "terms and conditions" })).toHaveAttribute(
      "href",
      "/terms-of-service",
    );
    await expect(form).toContainText("STOP");
    await expect(form).toContainText("HELP");

    await form.getByRole("checkbox").click();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent")).toBeVisible();
    for (const label of ["Full name", "Email", "Phone", "Message"])
      await expect(form.getByRole("textbox", { name: label })).toHaveValue("");
    await expect(form.getByRole("checkbox")).not.toBeChecked();
    expect(requests).toEqual([]);
  });

  test("an empty submit marks the required fields and focuses the first", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Required fields missing")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Full name" })).toBeFocused();
    await expect(form.getByRole("textbox", { name: "Message" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });
});
