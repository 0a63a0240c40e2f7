import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { allServiceAndCarePages, woundCarePage } from "~/content/services";
import { ServicePageView } from "./service-page";

function renderPage(page: (typeof allServiceAndCarePages)[number]) {
  return render(
    <MemoryRouter initialEntries={[page.path]}>
      <ServicePageView page={page} />
    </MemoryRouter>,
  );
}

describe("ServicePageView", () => {
  it.each(allServiceAndCarePages.map((page) => [page.path, page] as const))(
    "%s: one h1, no skipped heading levels, every block rendered",
    (_path, page) => {
      const { container } = renderPage(page);
      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
      const levels = [...container.querySelectorAll("h1, h2, h3, h4")].map((h) =>
        Number(h.tagName[1]),
      );
      levels.forEach((level, index) => {
        if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
      });
      for (const block of page.sections) {
        expect(screen.getByRole("heading", { level: 2, name: block.title })).toBeInTheDocument();
      }
    },
  );

  it("renders steps as an ordered list in order, and external links in a new tab", () => {
    renderPage(woundCarePage);
    const process = screen.getByRole("region", { name: "Our Wound Care Process" });
    const items = within(process).getAllByRole("listitem");
    expect(process.querySelector("ol")).not.toBeNull();
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "Initial Evaluation",
      "Treatment Plan Development",
      "Ongoing Monitoring & Education",
    ]);
    for (const link of screen.getAllByRole("link", { name: /Schedule a Consultation/ })) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(screen.getAllByRole("link", { name: "Call" })[0]).toHaveAttribute(
      "href",
      expect.stringMatching(/^tel:\+1\d{10}$/),
    );
  });
});
