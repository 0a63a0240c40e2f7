import { describe, expect, it } from "vitest";
import { actionHref } from "~/components/ui/action-link";
import type { Action } from "../actions";
import { clinic } from "../clinic";
import { specRoutes } from "../navigation";
import {
  allServiceAndCarePages,
  featuredServices,
  immigrationMedicalExamPage,
  lifestyleMedicinePage,
  medicalEarPiercingPage,
  medicalWeightManagementPage,
  patientPortalPage,
  servicePages,
  servicesOverviewPage,
  woundCarePage,
  directPrimaryCarePage,
  healthInsurancePage,
} from "./index";
import type { ServiceBlock, ServicePage } from "./types";

/** Every action a page shows: hero, blocks, cards, links, notices. */
function pageActions(page: ServicePage): Action[] {
  const found: Action[] = [...page.hero.actions];
  for (const block of page.sections) {
    switch (block.type) {
      case "cta":
        found.push(...block.actions);
        break;
      case "prose":
        found.push(...(block.actions ?? []));
        break;
      case "cards":
        for (const card of block.cards) if (card.action) found.push(card.action);
        break;
      case "action-cards":
        for (const card of block.cards) found.push(...card.actions);
        break;
      case "facts":
        for (const fact of block.facts) if (fact.action) found.push(fact.action);
        break;
      case "links":
        for (const link of block.links) found.push(link.action);
        break;
      case "notice":
        if (block.action) found.push(block.action);
        break;
    }
  }
  return found;
}

function blocksOf<T extends ServiceBlock["type"]>(page: ServicePage, type: T) {
  return page.sections.filter(
    (block): block is Extract<ServiceBlock, { type: T }> => block.type === type,
  );
}

/** Every visible string of a page, for wording checks. */
function pageText(page: ServicePage): string {
  return JSON.stringify(page);
}

const bookingUrls: string[] = [
  clinic.urls.scheduleAppointment,
  clinic.urls.membershipBooking,
  clinic.urls.immigrationExamBooking,
];

describe("service and care pages", () => {
  it("has eleven pages: the overview, eight services, insurance and the portal", () => {
    expect(allServiceAndCarePages).toHaveLength(11);
    expect(servicePages).toHaveLength(8);
    expect(servicePages.every((page) => page.path.startsWith("/services/"))).toBe(true);
  });

  it("gives every page a unique path, h1, title and description", () => {
    for (const key of ["path", "title", "description", "h1"] as const) {
      const values = allServiceAndCarePages.map((page) =>
        key === "path" ? page.path : key === "h1" ? page.hero.title : page.meta[key],
      );
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it("uses only paths from the spec's route table, internal links included", () => {
    for (const page of allServiceAndCarePages) {
      expect(specRoutes).toContain(page.path);
      for (const action of pageActions(page)) {
        if (action.kind === "internal") expect(specRoutes, page.path).toContain(action.to);
      }
    }
  });

  it("keeps meta descriptions a useful length for search results", () => {
    for (const page of allServiceAndCarePages) {
      expect(page.meta.description.length, page.path).toBeGreaterThanOrEqual(70);
      expect(page.meta.description.length, page.path).toBeLessThanOrEqual(200);
    }
  });

  it("points every external action at a URL of the clinic profile", () => {
    const profileUrls = new Set<string>(Object.values(clinic.urls));
    for (const page of allServiceAndCarePages) {
      for (const action of pageActions(page)) {
        if (action.kind === "external") expect(profileUrls, page.path).toContain(action.href);
        if (action.kind === "phone") expect(actionHref(action)).toBe(`tel:${clinic.phone.e164}`);
      }
    }
  });

  it("gives every step block at least two steps, with unique titles", () => {
    for (const page of allServiceAndCarePages) {
      for (const block of blocksOf(page, "steps")) {
        expect(block.steps.length, page.path).toBeGreaterThanOrEqual(2);
        expect(new Set(block.steps.map((step) => step.title)).size).toBe(block.steps.length);
      }
    }
  });

  it("gives every page a booking action and a way to call", () => {
    for (const page of allServiceAndCarePages) {
      const hrefs = pageActions(page).map(actionHref);
      expect(
        hrefs.some((href) => bookingUrls.includes(href)),
        `${page.path} books`,
      ).toBe(true);
      expect(hrefs, `${page.path} calls`).toContain(`tel:${clinic.phone.e164}`);
    }
  });

  it("ends every page with a call to action", () => {
    for (const page of allServiceAndCarePages) {
      expect(page.sections.at(-1)?.type, page.path).toBe("cta");
    }
  });

  it("says on every page to check whether it is right for you and that emergencies go to 911", () => {
    for (const page of allServiceAndCarePages) {
      const notices = blocksOf(page, "notice");
      expect(notices, page.path).toHaveLength(1);
      const [notice] = notices;
      expect(notice?.rightForYou, page.path).toMatch(/right for you/i);
      expect(notice?.emergency, page.path).toMatch(/\b911\b/);
    }
  });

  it("promises no outcomes", () => {
    for (const page of allServiceAndCarePages) {
      expect(pageText(page), page.path).not.toMatch(
        /\b(guarantee[ds]?|cure[sd]?|100%|miracle|risk-free|permanent results?)\b/i,
      );
    }
  });

  it("never types a phone number or an external URL outside the clinic profile", () => {
    const profileUrls = new Set<string>(Object.values(clinic.urls));
    for (const page of allServiceAndCarePages) {
      const text = pageText(page);
      const phones = text.match(/\(?\d{3}\)?[ .-]?\d{3}-\d{4}/g) ?? [];
      for (const phone of phones) expect(phone, page.path).toBe(clinic.phone.display);
      const urls = text.match(/https?:\/\/[^"\s]+/g) ?? [];
      for (const url of urls) expect(profileUrls, page.path).toContain(url);
    }
  });
});

describe("services overview", () => {
  it("features six services, each with a Learn More link to its own page", () => {
    const featured = blocksOf(servicesOverviewPage, "cards").find(
      (block) => block.title === "Featured Services",
    );
    expect(featured?.cards).toHaveLength(6);
    expect(featuredServices).toHaveLength(6);
    for (const [index, card] of (featured?.cards ?? []).entries()) {
      expect(card.action).toEqual({
        kind: "internal",
        label: "Learn More",
        to: featuredServices[index]?.path,
      });
    }
  });

  it("has, in order, the core lifestyle service, featured services, more services, why choose us and booking", () => {
    const titles = servicesOverviewPage.sections.map((block) => block.title);
    const order = [
      "Lifestyle Medicine",
      "Featured Services",
      "More Services",
      "Why Choose Us",
      "Ready to Book Your Visit?",
    ].map((title) => titles.indexOf(title));
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("links every service page from the overview", () => {
    const linked = pageActions(servicesOverviewPage).flatMap((action) =>
      action.kind === "internal" ? [action.to] : [],
    );
    for (const page of servicePages) expect(linked).toContain(page.path);
  });
});

describe("wound care", () => {
  it("has the spec's hero texts and buttons", () => {
    expect(woundCarePage.hero.title).toBe("Wound Care Services");
    expect(woundCarePage.hero.tagline).toBe("Healing With Expertise and Compassion");
    expect(woundCarePage.hero.actions).toEqual([
      {
        kind: "external",
        label: "Schedule a Consultation",
        href: clinic.urls.scheduleAppointment,
      },
      { kind: "phone", label: "Call", phone: clinic.phone },
    ]);
  });

  it("has the spec's sections in the spec's order", () => {
    const titles = woundCarePage.sections
      .filter((block) => block.type !== "notice")
      .map((block) => block.title);
    expect(titles).toEqual([
      "Why Choose Our Wound Care Clinic",
      "Advanced Wound Care Techniques",
      "Wounds We Treat",
      "Our Wound Care Process",
      "Patient-Centered Approach",
      "Referrals & Appointments",
    ]);
  });

  it("lists the three reasons, five techniques and five wound types", () => {
    const [why, techniques] = blocksOf(woundCarePage, "cards");
    expect(why?.cards.map((card) => card.title)).toEqual([
      "Multidisciplinary Team",
      "Advanced Healing Techniques",
      "Customized Care Plans",
    ]);
    expect(techniques?.cards.map((card) => card.title)).toEqual([
      "Debridement",
      "Compression Therapy",
      "Specialized Dressings",
      "Topical Growth Factors",
      "Infection Control",
    ]);
    expect(blocksOf(woundCarePage, "checklist")[0]?.items).toEqual([
      "Diabetic foot ulcers",
      "Venous and arterial ulcers",
      "Pressure sores",
      "Surgical and traumatic wounds",
      "Infected or non-healing wounds",
    ]);
  });

  it("has the three process steps in order", () => {
    expect(blocksOf(woundCarePage, "steps")[0]?.steps.map((step) => step.title)).toEqual([
      "Initial Evaluation",
      "Treatment Plan Development",
      "Ongoing Monitoring & Education",
    ]);
  });

  it("accepts physician referrals and self-referrals, with the hero's two buttons", () => {
    const referrals = blocksOf(woundCarePage, "cta")[0];
    expect(referrals?.title).toBe("Referrals & Appointments");
    expect(referrals?.text).toMatch(/physician referrals and self-referrals/);
    expect(referrals?.actions).toEqual(woundCarePage.hero.actions);
  });
});

describe("other service pages", () => {
  it("weight management: six numbered steps and Book Now plus phone buttons", () => {
    expect(blocksOf(medicalWeightManagementPage, "steps")[0]?.steps).toHaveLength(6);
    const labels = medicalWeightManagementPage.hero.actions.map((action) => action.label);
    expect(labels[0]).toBe("Book Now");
    expect(medicalWeightManagementPage.hero.actions.map(actionHref)).toEqual([
      clinic.urls.scheduleAppointment,
      `tel:${clinic.phone.e164}`,
    ]);
  });

  it("lifestyle medicine: the six pillars in order", () => {
    const pillars = blocksOf(lifestyleMedicinePage, "cards").find(
      (block) => block.id === "pillars",
    );
    expect(pillars?.cards.map((card) => card.title)).toEqual([
      "Nutrition",
      "Physical Activity",
      "Stress Management",
      "Sleep",
      "Tobacco and Substance Reduction",
      "Social Connection",
    ]);
  });

  it("immigration exam: every booking link carries the appointment type", () => {
    const external = pageActions(immigrationMedicalExamPage).filter(
      (action) => action.kind === "external",
    );
    expect(external.length).toBeGreaterThanOrEqual(2);
    for (const action of external) {
      expect(actionHref(action)).toBe(clinic.urls.immigrationExamBooking);
    }
    expect(clinic.urls.immigrationExamBooking).toContain("appointment_type=");
  });

  it("immigration exam: the constants of the spec", () => {
    const text = pageText(immigrationMedicalExamPage);
    expect(text).toContain("Form I-693");
    expect(text).toContain("civil surgeon");
    expect(text).toContain("One flat fee; call for the current fee.");
    expect(text).toContain("Insurance is not accepted");
    expect(text).toContain("October 1 to March 31");
    expect(text).toContain("Children under 14 may use alternate ID");
    expect(text).toMatch(/under 18 are seen as children/);
    expect(text).not.toMatch(/\$\s?\d/);
    const titles = immigrationMedicalExamPage.sections.map((block) => block.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        "What Is the Immigration Medical Exam?",
        "What to Bring",
        "What Is and Is Not Included",
        "After the Exam",
      ]),
    );
  });

  it("ear piercing: from 6 months of age, under 18 as children", () => {
    const text = pageText(medicalEarPiercingPage);
    expect(text).toContain("6 months of age");
    expect(text).toMatch(/under 18 is seen as a child/);
  });

  it("direct primary care: Enroll Now in the hero, six benefits, member booking and portal login", () => {
    expect(directPrimaryCarePage.hero.actions[0]).toEqual({
      kind: "external",
      label: "Enroll Now",
      href: clinic.urls.membershipEnroll,
    });
    expect(blocksOf(directPrimaryCarePage, "cards")[0]?.cards).toHaveLength(6);
    const closing = blocksOf(directPrimaryCarePage, "cta").at(-1);
    expect(closing?.actions.map(actionHref)).toEqual([
      clinic.urls.membershipBooking,
      clinic.urls.membershipLogin,
    ]);
  });

  it("health insurance: four info cards, appointment and portal buttons", () => {
    expect(blocksOf(healthInsurancePage, "cards")[0]?.cards).toHaveLength(4);
    expect(healthInsurancePage.hero.actions.map(actionHref)).toEqual([
      clinic.urls.scheduleAppointment,
      clinic.urls.insurancePortalLogin,
    ]);
  });

  it("patient portal: the two portals, quick info with hours and phone, popular links", () => {
    const [portals] = blocksOf(patientPortalPage, "action-cards");
    expect(portals?.cards.map((card) => card.title)).toEqual([
      "Direct Primary Care Portal",
      "Traditional Insurance Portal",
    ]);
    expect(portals?.cards.map((card) => card.actions.map(actionHref))).toEqual([
      [clinic.urls.membershipLogin],
      [clinic.urls.insurancePortalLogin],
    ]);
    const facts = blocksOf(patientPortalPage, "facts")[0]?.facts ?? [];
    expect(facts.find((fact) => fact.title === "Office Hours")?.lines).toEqual([
      "Monday – Friday: 9:00 AM – 5:00 PM",
      "Saturday: By appointment",
      "Sunday: Closed",
    ]);
    expect(facts.find((fact) => fact.title === "Phone")?.action?.label).toBe(clinic.phone.display);
    expect(blocksOf(patientPortalPage, "links")[0]?.links.length).toBeGreaterThanOrEqual(4);
  });
});
