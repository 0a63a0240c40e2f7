import type { Locator, Page } from "@playwright/test";
import { clinic } from "../../app/content/clinic";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The services and care pages (spec section 2, "Service pages" and "Patient
 * portal hub"). Expected texts are written out here on purpose, so that a
 * content change that drops a spec text fails a test.
 */

const tel = `tel:${clinic.phone.e164}`;
const profileUrls = new Set<string>(Object.values(clinic.urls));

interface PageExpectation {
  path: string;
  h1: string;
  /** Section headings (h2) in the order the spec names them. */
  sections: string[];
  /** Other texts a visitor must find. */
  texts: (string | RegExp)[];
}

const pages: PageExpectation[] = [
  {
    path: "/services",
    h1: "Our Services",
    sections: ["Lifestyle Medicine", "Featured Services", "More Services", "Why Choose Us"],
    texts: [
      "Our Core Service",
      "Medical Weight Management",
      "Wound Care",
      "Triple Board-Certified",
    ],
  },
  {
    path: "/services/direct-primary-care",
    h1: "Direct Primary Care",
    sections: ["What Is Direct Primary Care?", "Benefits of Membership", "Already a Member?"],
    texts: ["A membership is not health insurance.", "Unhurried Visits", "Transparent Pricing"],
  },
  {
    path: "/services/medical-weight-management",
    h1: "Medical Weight Management",
    sections: ["About Our Program", "Benefits of a Medical Approach", "How the Program Works"],
    texts: ["Physician Supervision", "board-certified in obesity medicine"],
  },
  {
    path: "/services/lifestyle-medicine",
    h1: "Lifestyle Medicine",
    sections: [
      "What Is Lifestyle Medicine?",
      "The Six Pillars of Lifestyle Medicine",
      "Benefits of Lifestyle Medicine",
    ],
    texts: [
      "Nutrition",
      "Physical Activity",
      "Stress Management",
      "Sleep",
      "Tobacco and Substance Reduction",
      "Social Connection",
    ],
  },
  {
    path: "/services/immigration-medical-exam",
    h1: "Immigration Medical Exam",
    sections: [
      "What Is the Immigration Medical Exam?",
      "What to Bring",
      "What Is and Is Not Included",
      "After the Exam",
    ],
    texts: [
      /Form I-693/,
      /USCIS designated civil surgeon/,
      "One flat fee; call for the current fee.",
      "Insurance is not accepted for immigration medical exams.",
      /October 1 to March 31/,
      /Children under 14 may use alternate ID/,
      /under 18 are seen as children/,
    ],
  },
  {
    path: "/services/chronic-disease-care",
    h1: "Chronic Disease Care",
    sections: ["Conditions We Help Manage", "What Your Care Includes", "What to Expect"],
    texts: ["Diabetes and Prediabetes", "High Blood Pressure"],
  },
  {
    path: "/services/preventive-care",
    h1: "Preventive Care",
    sections: ["Our Preventive Services", "Your Wellness Visit, Step by Step", "What to Bring"],
    texts: ["Annual Wellness Exams", "Vaccinations"],
  },
  {
    path: "/services/medical-ear-piercing",
    h1: "Medical Ear Piercing",
    sections: [
      "Why Pierce Ears in a Medical Office?",
      "What Happens at the Visit",
      "Aftercare Basics",
    ],
    texts: ["From 6 Months of Age", /under 18 is seen as a child/],
  },
  {
    path: "/services/wound-care",
    h1: "Wound Care Services",
    sections: [
      "Why Choose Our Wound Care Clinic",
      "Advanced Wound Care Techniques",
      "Wounds We Treat",
      "Our Wound Care Process",
      "Patient-Centered Approach",
      "Referrals & Appointments",
    ],
    texts: [
      "Healing With Expertise and Compassion",
      "Multidisciplinary Team",
      "Advanced Healing Techniques",
      "Customized Care Plans",
      "Debridement",
      "Compression Therapy",
      "Specialized Dressings",
      "Topical Growth Factors",
      "Infection Control",
      "Diabetic foot ulcers",
      "Venous and arterial ulcers",
      "Pressure sores",
      "Surgical and traumatic wounds",
      "Infected or non-healing wounds",
      /physician referrals and self-referrals/,
    ],
  },
  {
    path: "/health-insurance",
    h1: "Health Insurance",
    sections: ["Using Your Insurance With Us", "What to Bring to Your Visit"],
    texts: [
      "Insurance Plans",
      "Check Your Coverage",
      "Copays and Deductibles",
      "Prefer Not to Use Insurance?",
    ],
  },
  {
    path: "/patient-portal",
    h1: "Patient Portal",
    sections: ["Choose Your Portal", "Quick Info", "Popular Links"],
    texts: [
      "Direct Primary Care Portal",
      "Traditional Insurance Portal",
      "Monday – Friday: 9:00 AM – 5:00 PM",
      "Saturday: By appointment",
      "Sunday: Closed",
    ],
  },
];

const main = (page: Page) => page.getByRole("main");

/** The links in `scope` whose accessible name is exactly `name` (new-tab hint ignored). */
function linksNamed(scope: Locator, name: string) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return scope.getByRole("link", { name: new RegExp(`^${escaped}( \\(opens in a new tab\\))?$`) });
}

async function expectExternal(link: Locator, href: string) {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

/** Every matching link points at `href` (new tab for http links), and there is at least one. */
async function expectAllLinks(scope: Locator, name: string, href: string, count?: number) {
  const links = linksNamed(scope, name);
  if (count === undefined) expect(await links.count(), name).toBeGreaterThan(0);
  else await expect(links, name).toHaveCount(count);
  for (const link of await links.all()) {
    if (href.startsWith("http")) await expectExternal(link, href);
    else await expect(link).toHaveAttribute("href", href);
  }
}

for (const expected of pages) {
  test.describe(expected.path, () => {
    test("has its h1, its sections in the spec's order and its key texts", async ({ page }) => {
      await page.goto(expected.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.h1);
      const headings = await main(page).getByRole("heading", { level: 2 }).allInnerTexts();
      const positions = expected.sections.map((title) => headings.indexOf(title));
      expect(positions, `sections found in ${JSON.stringify(headings)}`).not.toContain(-1);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      for (const text of expected.texts) {
        await expect(main(page).getByText(text).first(), String(text)).toBeVisible();
      }
    });

    test("says to check whether it is right for you and that emergencies go to 911", async ({
      page,
    }) => {
      await page.goto(expected.path);
      await expect(
        main(page)
          .getByText(/right for you/i)
          .first(),
      ).toBeVisible();
      await expect(
        main(page)
          .getByText(/call 911/)
          .first(),
      ).toBeVisible();
    });

    test("every outbound link is in the clinic profile and opens a new tab; phones are tel:", async ({
      page,
    }) => {
      await page.goto(expected.path);
      const external = main(page).locator('a[href^="http"]');
      expect(await external.count()).toBeGreaterThan(0);
      for (const link of await external.all()) {
        const href = (await link.getAttribute("href")) ?? "";
        expect(profileUrls, href).toContain(href);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
      const phones = main(page).locator('a[href^="tel:"]');
      expect(await phones.count()).toBeGreaterThan(0);
      for (const link of await phones.all()) await expect(link).toHaveAttribute("href", tel);
    });

    test("zero axe violations", async ({ page }) => {
      await page.goto(expected.path);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("numbered steps are ordered lists, in order", () => {
  const stepLists = [
    {
      path: "/services/wound-care",
      section: "Our Wound Care Process",
      steps: ["Initial Evaluation", "Treatment Plan Development", "Ongoing Monitoring & Education"],
    },
    {
      path: "/services/medical-weight-management",
      section: "How the Program Works",
      steps: [
        "Initial Consultation",
        "Medical Evaluation",
        "Your Personal Plan",
        "Medication Review",
        "Regular Follow-Up",
        "Long-Term Maintenance",
      ],
    },
    {
      path: "/services/immigration-medical-exam",
      section: "After the Exam",
      steps: ["Test Results", "Your Sealed Form", "Submitting to USCIS"],
    },
  ];
  for (const { path, section, steps } of stepLists) {
    test(`${path}: ${steps.length} steps`, async ({ page }) => {
      await page.goto(path);
      const items = page.getByRole("region", { name: section }).locator("ol > li");
      await expect(items).toHaveCount(steps.length);
      await expect(items.locator("h3")).toHaveText(steps);
    });
  }
});

test.describe("booking and call buttons point where the clinic profile says", () => {
  test("wound care: Schedule a Consultation and Call, in the hero and under Referrals", async ({
    page,
  }) => {
    await page.goto("/services/wound-care");
    await expectAllLinks(main(page), "Schedule a Consultation", clinic.urls.scheduleAppointment, 2);
    await expectAllLinks(main(page), "Call", tel, 2);
    const referrals = page.getByRole("region", { name: "Referrals & Appointments" });
    await expectAllLinks(referrals, "Schedule a Consultation", clinic.urls.scheduleAppointment, 1);
    await expectAllLinks(referrals, "Call", tel, 1);
  });

  test("weight management: Book Now and phone", async ({ page }) => {
    await page.goto("/services/medical-weight-management");
    await expectAllLinks(main(page), "Book Now", clinic.urls.scheduleAppointment);
    await expectAllLinks(main(page), `Call ${clinic.phone.display}`, tel);
  });

  test("lifestyle medicine: booking", async ({ page }) => {
    await page.goto("/services/lifestyle-medicine");
    await expectAllLinks(main(page), "Book Appointment", clinic.urls.scheduleAppointment);
  });

  test("immigration exam: every schedule link carries the appointment type", async ({ page }) => {
    await page.goto("/services/immigration-medical-exam");
    const schedule = linksNamed(main(page), "Schedule Your Exam");
    await expect(schedule).toHaveCount(2);
    for (const link of await schedule.all()) {
      await expectExternal(link, clinic.urls.immigrationExamBooking);
      await expect(link).toHaveAttribute("href", /[?&]appointment_type=/);
    }
    await expectAllLinks(main(page), `Call ${clinic.phone.display}`, tel);
  });

  for (const path of [
    "/services/chronic-disease-care",
    "/services/preventive-care",
    "/services/medical-ear-piercing",
  ]) {
    test(`${path}: booking and call`, async ({ page }) => {
      await page.goto(path);
      await expectAllLinks(main(page), "Book Appointment", clinic.urls.scheduleAppointment);
      await expectAllLinks(main(page), `Call ${clinic.phone.display}`, tel);
    });
  }

  test("direct primary care: Enroll Now, member booking and portal login", async ({ page }) => {
    await page.goto("/services/direct-primary-care");
    const hero = page.locator("main > section").first();
    await expectAllLinks(hero, "Enroll Now", clinic.urls.membershipEnroll, 1);
    await expectAllLinks(main(page), "Book an Appointment", clinic.urls.membershipBooking, 1);
    await expectAllLinks(main(page), "Patient Portal Login", clinic.urls.membershipLogin, 1);
  });

  test("health insurance: appointment and insurance portal", async ({ page }) => {
    await page.goto("/health-insurance");
    await expectAllLinks(main(page), "Book Appointment", clinic.urls.scheduleAppointment);
    await expectAllLinks(main(page), "Patient Portal Login", clinic.urls.insurancePortalLogin);
    await expect(
      main(page).getByRole("link", { name: /^About Direct Primary Care/ }),
    ).toHaveAttribute("href", "/services/direct-primary-care");
  });

  test("patient portal: the two portals, phone, schedule and call", async ({ page }) => {
    await page.goto("/patient-portal");
    const portals = page.getByRole("region", { name: "Choose Your Portal" });
    await expectAllLinks(portals, "Direct Care Portal Login", clinic.urls.membershipLogin, 1);
    await expectAllLinks(portals, "Insurance Portal Login", clinic.urls.insurancePortalLogin, 1);
    const quickInfo = page.getByRole("region", { name: "Quick Info" });
    await expectAllLinks(quickInfo, clinic.phone.display, tel, 1);
    await expectAllLinks(main(page), "Schedule an Appointment", clinic.urls.scheduleAppointment, 1);
    await expectAllLinks(main(page), "Call Now", tel, 1);
    const popular = page.getByRole("region", { name: "Popular Links" });
    await expect(popular.getByRole("listitem")).toHaveCount(6);
  });

  test("services overview: booking, and six Learn More links to the featured pages", async ({
    page,
  }) => {
    await page.goto("/services");
    await expectAllLinks(main(page), "Book Appointment", clinic.urls.scheduleAppointment);
    const featured = page.getByRole("region", { name: "Featured Services" });
    const learnMore = featured.getByRole("link", { name: /^Learn More/ });
    await expect(learnMore).toHaveCount(6);
    const hrefs = await learnMore.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/services/medical-weight-management",
      "/services/chronic-disease-care",
      "/services/preventive-care",
      "/services/immigration-medical-exam",
      "/services/wound-care",
      "/services/medical-ear-piercing",
    ]);
  });
});

test.describe("getting there", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the header Services dropdown reaches a service page", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const link = nav.getByRole("link", { name: "Immigration Medical Exam" });
    // The menu opens once the page has hydrated; hover until it does.
    await expect(async () => {
      await page.mouse.move(0, 400);
      await nav.getByRole("button", { name: "Services" }).hover();
      await expect(link).toBeVisible({ timeout: 1000 });
    }).toPass();
    await link.click();
    await expect(page).toHaveURL(/\/services\/immigration-medical-exam$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Immigration Medical Exam");
  });

  test("a Learn More link on /services opens the service page in the app", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("link", { name: /^Learn More ?: Wound Care$/ }).click();
    await expect(page).toHaveURL(/\/services\/wound-care$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wound Care Services");
  });

  test("an unknown service path is the not-found page", async ({ page }) => {
    const response = await page.goto("/services/anything");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a service page is complete prerendered HTML", async ({ page }) => {
    await page.goto("/services/wound-care");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wound Care Services");
    await expect(page.locator("main ol > li")).toHaveCount(3);
    await expectAllLinks(main(page), "Schedule a Consultation", clinic.urls.scheduleAppointment, 2);
  });
});
