import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { clinic } from "./clinic";
import {
  footerQuickLinks,
  footerServices,
  headerNav,
  isMenu,
  legalLinks,
  servicesMenu,
  specRoutes,
  wellnessMenu,
} from "./navigation";

const appDir = join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function collectUrls(value: unknown): string[] {
  if (typeof value === "string") return /^[a-z]+:\/\//i.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(collectUrls);
  if (value && typeof value === "object") return Object.values(value).flatMap(collectUrls);
  return [];
}

describe("clinic profile", () => {
  it("holds every outbound URL the spec lists as an absolute https URL", () => {
    const urls = collectUrls(clinic);
    expect(urls.length).toBeGreaterThanOrEqual(20);
    for (const url of urls) expect(new URL(url).protocol, url).toBe("https:");
    for (const key of [
      "scheduleAppointment",
      "membershipEnroll",
      "membershipBooking",
      "membershipLogin",
      "immigrationExamBooking",
      "insurancePortalLogin",
      "insurancePortalProvider",
      "blog",
      "googleReviews",
      "googleLeaveReview",
      "consultationRequestForm",
      "spanishMessaging",
      "mapEmbed",
    ] as const) {
      expect(clinic.urls[key], key).toMatch(/^https:\/\//);
    }
    expect(
      new URL(clinic.urls.immigrationExamBooking).searchParams.get("appointment_type"),
    ).toBeTruthy();
    expect(clinic.social.map((s) => s.network)).toHaveLength(3);
  });

  it("uses placeholder phone numbers from the reserved 555-01xx range (decision 2)", () => {
    for (const phone of [clinic.phone, clinic.spanishPhone]) {
      expect(phone.e164).toMatch(/^\+1\d{3}55501\d{2}$/);
      expect(phone.display.replace(/\D/g, "")).toBe(phone.e164.slice(2));
    }
  });

  it("is the only source file that types a phone number, street address or external URL", () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(appDir)) {
      const name = relative(appDir, file);
      if (name === join("content", "clinic.ts")) continue;
      const text = readFileSync(file, "utf8").replace(/https:\/\/schema\.org/g, "");
      const typesAFact =
        /https?:\/\/|\(\d{3}\)\s?\d{3}-\d{4}|\b555-01\d\d\b/.test(text) ||
        [clinic.email, clinic.address.street, clinic.phone.e164, clinic.spanishPhone.e164].some(
          (fact) => text.includes(fact),
        );
      if (typesAFact) offenders.push(name);
    }
    expect(offenders).toEqual([]);
  });
});

describe("navigation", () => {
  const internal = [
    ...headerNav.flatMap((e) => (isMenu(e) ? e.items : [e])),
    ...footerServices,
    ...footerQuickLinks,
    ...legalLinks,
  ].filter((link) => !link.external);

  it("links only to paths in the spec's route table", () => {
    for (const link of internal) expect(specRoutes, link.href).toContain(link.href);
  });

  it("has the header entries in the spec's order, Blog external", () => {
    expect(headerNav.map((e) => e.name)).toEqual([
      "Home",
      "About",
      "Services",
      "Wellness",
      "Wound Care",
      "Blog",
      "Contact",
    ]);
    const blog = headerNav.find((e) => e.name === "Blog");
    expect(blog && !isMenu(blog) && blog.external && blog.href).toBe(clinic.urls.blog);
  });

  it("has the dropdowns the spec lists, with unique hrefs", () => {
    expect(servicesMenu.items.map((i) => i.href)).toEqual([
      "/services",
      "/services/medical-weight-management",
      "/services/lifestyle-medicine",
      "/services/immigration-medical-exam",
      "/services/chronic-disease-care",
      "/services/preventive-care",
      "/services/medical-ear-piercing",
    ]);
    expect(wellnessMenu.items.map((i) => i.href)).toEqual([
      "/wellness/exomind",
      "/wellness/emsella-chair",
      "/wellness/emsculpt-neo",
      "/wellness/payment-plan",
    ]);
    for (const list of [
      servicesMenu.items,
      wellnessMenu.items,
      footerServices,
      footerQuickLinks,
      legalLinks,
    ]) {
      const hrefs = list.map((l) => l.href);
      expect(new Set(hrefs).size).toBe(hrefs.length);
    }
  });
});
