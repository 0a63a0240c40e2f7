/** Copy for the home page (spec "Home /"). Facts come from the clinic profile. */
import type { Card } from "./types";
import { actions } from "./actions";
import { clinic } from "./clinic";

export const homeMeta = {
  title: `${clinic.name} | Family & Lifestyle Medicine`,
  description: `Physician-led family medicine, direct primary care, weight management and wellness in ${clinic.address.city}, ${clinic.address.region}. Insurance accepted or flat monthly membership.`,
  path: "/",
};

export const hero = {
  eyebrow: `Family medicine in ${clinic.address.city}, ${clinic.address.region}`,
  title: "Unhurried, personal care from a physician who knows you",
  lead: `${clinic.physician.name} and our team offer family medicine, lifestyle medicine and medical weight management for the whole family, with your insurance or through a simple monthly membership.`,
  primaryAction: actions.scheduleConsultation,
  highlights: [
    {
      icon: "shield",
      text: "Most major insurance plans accepted",
      action: { kind: "internal", label: "Using your insurance", to: "/health-insurance" },
    },
    {
      icon: "heart-pulse",
      text: "Direct primary care membership",
      action: {
        kind: "internal",
        label: "How membership works",
        to: "/services/direct-primary-care",
      },
    },
    { icon: "lock", text: "HIPAA-compliant: your health information stays private" },
  ],
} as const;

export const aboutIntro = {
  eyebrow: "About us",
  title: "Care built around you, not the clock",
};

export const servicesIntro = {
  eyebrow: "Our services",
  title: "Complete care for every stage of life",
  intro:
    "From yearly check-ups to long-term conditions, one physician-led team looks after the whole picture.",
};

const learnMore = { kind: "internal", label: "Learn More", to: "/services" } as const;

/** The seven service cards (spec: Learn More to /services, wound care to its own page). */
export const serviceCards: readonly Card[] = [
  {
    title: "Direct Primary Care",
    icon: "heart-pulse",
    description:
      "A flat monthly membership for unhurried access to your physician, without per-visit bills.",
    features: [
      "Same-day or next-day visits",
      "Direct messaging with your doctor",
      "Longer appointments",
    ],
    action: learnMore,
  },
  {
    title: "Family Medicine",
    icon: "users",
    description: "Everyday and ongoing care for children, adults and older adults in one place.",
    features: ["Sick visits and check-ups", "Care for all ages", "Coordination with specialists"],
    action: learnMore,
  },
  {
    title: "Lifestyle Medicine",
    icon: "leaf",
    description:
      "Evidence-based help with nutrition, activity, sleep, stress and habits that shape your health.",
    features: ["Personal action plans", "Six pillars of health", "Support for lasting change"],
    action: learnMore,
  },
  {
    title: "Obesity Medicine",
    icon: "scale",
    description:
      "Medical weight management led by a physician board-certified in obesity medicine.",
    features: [
      "Full medical assessment",
      "Nutrition and activity plans",
      "Medication when appropriate",
    ],
    action: learnMore,
  },
  {
    title: "Integrative Medicine",
    icon: "sparkles",
    description:
      "Conventional medicine alongside evidence-informed complementary approaches, chosen with you.",
    features: ["Whole-person assessment", "Root-cause focus", "Safe, coordinated choices"],
    action: learnMore,
  },
  {
    title: "Preventive Care",
    icon: "shield",
    description: "Screenings, vaccines and check-ups to catch problems early and keep you well.",
    features: ["Annual physicals", "Age-appropriate screenings", "Vaccinations"],
    action: learnMore,
  },
  {
    title: "Wound Care",
    icon: "bandage",
    description: "Assessment and treatment for slow-healing, chronic and post-surgical wounds.",
    features: ["Diabetic foot ulcers", "Pressure and venous ulcers", "Post-surgical wounds"],
    action: { kind: "internal", label: "Learn More", to: "/services/wound-care" },
  },
];

export const wellness = {
  eyebrow: "Wellness technologies",
  title: "Modern wellness treatments, medically supervised",
  intro:
    "Alongside primary care, we offer non-invasive wellness technologies. Each starts with a conversation about whether it is right for you.",
  links: [
    {
      title: "Exomind",
      description: "Brain-stimulation therapy sessions for mood and wellbeing.",
      action: { kind: "internal", label: "Explore Exomind", to: "/wellness/exomind" },
    },
    {
      title: "Emsculpt NEO",
      description: "Non-invasive body contouring that works on muscle and fat.",
      action: { kind: "internal", label: "Explore Emsculpt NEO", to: "/wellness/emsculpt-neo" },
    },
    {
      title: "Emsella Chair",
      description: "Pelvic-floor therapy while you sit fully clothed.",
      action: { kind: "internal", label: "Explore Emsella", to: "/wellness/emsella-chair" },
    },
  ],
  panel: {
    title: "Have questions about a treatment?",
    text: "Book a consultation or call us. We'll talk through your goals and whether a treatment suits you.",
    actions: [actions.bookAppointment, actions.callNow],
  },
} as const;

export const careModels = {
  eyebrow: "Two ways to get care",
  title: "Direct primary care or insurance: your choice",
  intro:
    "Both give you the same physician and the same careful attention. Pick the model that fits your budget and your needs.",
  modules: [
    {
      title: "Direct Primary Care",
      icon: "heart-pulse",
      description:
        "A flat monthly membership that covers your primary care visits with no per-visit bills.",
      features: [
        "Predictable monthly fee",
        "Longer, unhurried appointments",
        "Direct messaging with your physician",
        "Works alongside a high-deductible or catastrophic plan",
      ],
      actions: [
        actions.enrollDirectCare,
        { kind: "internal", label: "Learn about membership", to: "/services/direct-primary-care" },
      ],
    },
    {
      title: "Insurance-Based Care",
      icon: "shield",
      description:
        "Traditional visits billed to your health plan, with copays and deductibles as your plan sets them.",
      features: [
        "Most major insurance plans accepted",
        "Preventive visits often covered in full",
        "Online patient portal",
        "Same physician-led care",
      ],
      actions: [
        actions.bookAppointment,
        { kind: "internal", label: "Insurance information", to: "/health-insurance" },
      ],
    },
  ],
} as const;

export const contactIntro = {
  eyebrow: "Get in touch",
  title: "We're here to help",
  intro:
    "Send us a message and we'll get back to you within 24 hours, or call us during office hours.",
};
