import { expect, test } from "./fixtures";

// What visitors and crawlers notice about the server: statuses, redirects,
// compression and caching. Page content is tested elsewhere.

test("the home page is HTML with security headers", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/html");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["cache-control"]).toBe("no-cache");
});

for (const path of ["/no-such-page", "/services/anything", "/404"]) {
  test(`${path} shows the not-found page with status 404`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(await response.text()).toContain("Oops! Page not found");
  });
}

test("the old terms URL redirects permanently, keeping the query", async ({ request }) => {
  for (const [from, to] of [
    ["/terms-and-conditions", "/terms-of-service"],
    ["/terms-and-conditions/?ref=mail", "/terms-of-service?ref=mail"],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()["location"], from).toBe(to);
  }
});

test("a trailing slash redirects to the canonical URL", async ({ request }) => {
  const response = await request.get("/about/", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/about");
});

test("hashed assets are cached forever and served with brotli", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const script = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(script, "a /assets/*.js script in the home page").toBeTruthy();

  const response = await request.get(script!, { headers: { "accept-encoding": "br" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["content-encoding"]).toBe("br");
  expect(response.headers()["content-type"]).toContain("javascript");
});

test("path traversal cannot read files outside the site", async ({ request }) => {
  const response = await request.get("/..%2f..%2fetc/passwd");
  expect(response.status()).not.toBe(200);
  expect(await response.text()).not.toContain("root:");
});
