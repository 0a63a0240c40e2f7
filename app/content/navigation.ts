/**
 * Header and footer link lists (spec "Navigation bar" and "Footer").
 * Paths are literals from the spec's route table.
 */
import { clinic } from "./clinic";

export interface NavLink {
  name: string;
  href: string;
  /** External links open in a new tab. */
  external?: boolean;
}

export interface NavMenu {
  name: string;
  items: readonly NavLink[];
}

export type NavEntry = NavLink | NavMenu;

export const isMenu = (entry: NavEntry): entry is NavMenu => "items" in entry;

export const servicesMenu: NavMenu = {
  name: "Services",
  items: [
    { name: "All Services", href: "/services" },
    { name: "Medical Weight Management", href: "/services/medical-weight-management" },
    { name: "Lifestyle Medicine", href: "/services/lifestyle-medicine" },
    { name: "Immigration Medical Exam", href: "/services/immigration-medical-exam" },
    { name: "Chronic Disease Care", href: "/services/chronic-disease-care" },
    { name: "Preventive Care", href: "/services/preventive-care" },
    { name: "Medical Ear Piercing", href: "/services/medical-ear-piercing" },
  ],
};

export const wellnessMenu: NavMenu = {
  name: "Wellness",
  items: [
    { name: "Exomind Brain Stimulation", href: "/wellness/exomind" },
    { name: "Emsella Chair", href: "/wellness/emsella-chair" },
    { name: "Emsculpt NEO", href: "/wellness/emsculpt-neo" },
    { name: "Payment Plan", href: "/wellness/payment-plan" },
  ],
};

/** The header, in the spec's order; the phone link and Patient Portal button follow it. */
export const headerNav: readonly NavEntry[] = [
  { name: "Home", href: "/" },
  { name: "About", href: "/about" },
  servicesMenu,
  wellnessMenu,
  { name: "Wound Care", href: "/services/wound-care" },
  { name: "Blog", href: clinic.urls.blog, external: true },
  { name: "Contact", href: "/contact" },
];

/** Every service page: the dropdown's pages plus direct primary care and wound care. */
export const footerServices: readonly NavLink[] = [
  { name: "Direct Primary Care", href: "/services/direct-primary-care" },
  ...servicesMenu.items.filter((item) => item.href !== "/services"),
  { name: "Wound Care", href: "/services/wound-care" },
];

export const footerQuickLinks: readonly NavLink[] = [
  { name: "About Us", href: "/about" },
  { name: "All Services", href: "/services" },
  { name: "Health Insurance", href: "/health-insurance" },
  { name: "Patient Portal", href: "/patient-portal" },
  { name: "Patient Reviews", href: "/reviews" },
  { name: "Blog", href: "/blog" },
  { name: "Contact", href: "/contact" },
];

export const legalLinks: readonly NavLink[] = [
  { name: "Privacy Policy", href: "/privacy-policy" },
  { name: "Terms of Service", href: "/terms-of-service" },
  { name: "HIPAA Notice", href: "/hipaa-notice" },
];

/**
 * Every path in the spec's route table (section 2). Internal links may only
 * point at these; pages not yet built show the not-found page until their
 * issue lands.
 */
export const specRoutes = [
  "/",
  "/about",
  "/contact",
  "/services",
  "/services/medical-weight-management",
  "/services/lifestyle-medicine",
  "/services/immigration-medical-exam",
  "/services/chronic-disease-care",
  "/services/preventive-care",
  "/services/medical-ear-piercing",
  "/services/wound-care",
  "/services/direct-primary-care",
  "/health-insurance",
  "/wellness/exomind",
  "/wellness/emsculpt-neo",
  "/wellness/emsella-chair",
  "/wellness/payment-plan",
  "/blog",
  "/blog/weight-loss-plan",
  "/blog/lifestyle-medicine",
  "/blog/holiday-weight-loss-tips",
  "/blog/emsella-core-confidence",
  "/patient-portal",
  "/reviews",
  "/privacy-policy",
  "/terms-of-service",
  "/hipaa-notice",
] as const;
