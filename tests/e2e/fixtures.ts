import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";

export { expect };

// The site must work with no third-party requests (privacy, and CI has no
// internet), so anything not served by the local server is blocked.
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

type Fixtures = {
  /** URLs of requests to other hosts, blocked before they left the browser. */
  outsideRequests: string[];
};

export const test = base.extend<Fixtures>({
  // Playwright reads fixture dependencies from the destructuring pattern, so
  // it must be there even when empty. The second argument is named `provide`,
  // not the usual `use`, which the React hooks lint rule mistakes for a hook.
  // eslint-disable-next-line no-empty-pattern
  outsideRequests: async ({}, provide) => {
    await provide([]);
  },
  // Routing on the context covers every page of the test, popups included.
  context: async ({ context, outsideRequests }, provide) => {
    await context.route("**/*", (route) => {
      const url = route.request().url();
      if (LOCAL_HOSTS.has(new URL(url).hostname)) return route.continue();
      outsideRequests.push(url);
      return route.abort("blockedbyclient");
    });
    await provide(context);
  },
});

/** Fails listing each WCAG 2.2 AA violation's id, help text and elements. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const report = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(" ")}`).join("\n"),
  );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Starts collecting console errors and uncaught exceptions; call before
 * page.goto and assert on the returned (live) array afterwards. Note that a
 * page answered with status 404 logs "Failed to load resource" by design.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`Uncaught: ${error.message}`));
  return errors;
}
