// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentTypeFor, negotiateEncodings, routeRequest, startServer } from "./serve.mjs";

const root = "/srv/site";

describe("routeRequest", () => {
  it("maps clean URLs to a path inside the root", () => {
    expect(routeRequest("/", root)).toEqual({ file: "/srv/site/" });
    expect(routeRequest("/about?x=1", root)).toEqual({ file: "/srv/site/about" });
    expect(routeRequest("/caf%C3%A9", root)).toEqual({ file: "/srv/site/café" });
  });

  it("redirects trailing slashes and old URLs, keeping the query", () => {
    expect(routeRequest("/about/?x=1", root)).toEqual({ redirect: "/about?x=1" });
    expect(routeRequest("/terms-and-conditions", root)).toEqual({ redirect: "/terms-of-service" });
    expect(routeRequest("/terms-and-conditions/?a=b", root)).toEqual({
      redirect: "/terms-of-service?a=b",
    });
  });

  it("never redirects to another host", () => {
    expect(routeRequest("//evil.example/", root)).toEqual({ redirect: "/evil.example" });
    expect(routeRequest("/\\evil.example/", root)).toEqual({ redirect: "/evil.example" });
  });

  it("rejects paths leaving the root, NUL bytes and bad encodings", () => {
    for (const target of ["/..%2f..%2fetc/passwd", "/a/..%2F..%2F..", "/%00", "/%E0%A4%A", "x"]) {
      expect(routeRequest(target, root), target).toEqual({ status: 400 });
    }
    // Plain dot segments are resolved by URL parsing and stay inside the root.
    expect(routeRequest("/../../etc/passwd", root)).toEqual({ file: "/srv/site/etc/passwd" });
  });
});

describe("negotiateEncodings", () => {
  const names = (header?: string) => negotiateEncodings(header).map(({ name }) => name);

  it("prefers brotli, then gzip, honouring q=0 and *", () => {
    expect(names("gzip, deflate, br")).toEqual(["br", "gzip"]);
    expect(names("gzip")).toEqual(["gzip"]);
    expect(names("br;q=0, gzip;q=0.5")).toEqual(["gzip"]);
    expect(names("*")).toEqual(["br", "gzip"]);
    expect(names("identity")).toEqual([]);
    expect(names(undefined)).toEqual([]);
  });
});

describe("contentTypeFor", () => {
  it("knows the site's file types", () => {
    expect(contentTypeFor("a/index.html")).toBe("text/html; charset=utf-8");
    expect(contentTypeFor("x.woff2")).toBe("font/woff2");
    expect(contentTypeFor("about.data")).toBe("text/x-script");
    expect(contentTypeFor("unknown.bin")).toBe("application/octet-stream");
  });
});

describe("the server on a small fake build", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "serve-test-"));
  let server: { url: string; close: () => Promise<void> };

  function get(target: string, headers: Record<string, string> = {}) {
    return new Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        const { hostname, port } = new URL(server.url);
        // http.request sends the path as given, unlike fetch, which normalises it.
        http
          .get({ hostname, port, path: target, headers }, (res) => {
            let body = "";
            res.setEncoding("latin1").on("data", (chunk: string) => (body += chunk));
            res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body }));
          })
          .on("error", reject);
      },
    );
  }

  beforeAll(async () => {
    mkdirSync(path.join(dir, "about"), { recursive: true });
    mkdirSync(path.join(dir, "404"));
    writeFileSync(path.join(dir, "index.html"), "home");
    writeFileSync(path.join(dir, "about", "index.html"), "about");
    writeFileSync(path.join(dir, "about", "index.html.br"), "BROTLI");
    writeFileSync(path.join(dir, "404", "index.html"), "not found");
    server = await startServer({ root: dir, port: 0 });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true });
  });

  it("serves clean URLs with the precompressed variant when accepted", async () => {
    const plain = await get("/about");
    expect([plain.status, plain.body, plain.headers["content-encoding"]]).toEqual([
      200,
      "about",
      undefined,
    ]);
    const brotli = await get("/about", { "accept-encoding": "gzip, br" });
    expect([brotli.body, brotli.headers["content-encoding"], brotli.headers.vary]).toEqual([
      "BROTLI",
      "br",
      "Accept-Encoding",
    ]);
  });

  it("answers a matching ETag with 304", async () => {
    const { headers } = await get("/");
    expect((await get("/", { "if-none-match": headers.etag! })).status).toBe(304);
  });

  it("serves the 404 page with status 404, and refuses traversal", async () => {
    expect(await get("/nope")).toMatchObject({ status: 404, body: "not found" });
    expect(await get("/404")).toMatchObject({ status: 404, body: "not found" });
    expect((await get("/..%2f..%2fetc/passwd")).status).toBe(400);
    expect((await get("/../../etc/passwd")).status).toBe(404);
  });
});
