import { expect, test } from "./fixtures";

for (const path of ["/no-such-page", "/services/anything"]) {
  test(`${path} answers 404 with the not-found page and logs the path`, async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect.poll(() => messages.some((m) => m.includes(path))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toContainText("Oops");
  });
}

test("/terms-and-conditions redirects to /terms-of-service", async ({ request }) => {
  const response = await request.get("/terms-and-conditions", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/terms-of-service");
});

test("an unknown path reached by client-side navigation shows the not-found page too", async ({
  page,
}) => {
  await page.goto("/");
  await page.evaluate(() => {
    window.history.pushState({}, "", "/services/not-a-service");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
});
