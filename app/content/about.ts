/** Copy for /about, and the parts of it the home page reuses (values, physician bio). */
import type { IconName } from "~/components/ui/icon";
import { actions } from "./actions";
import { clinic } from "./clinic";
import type { ImageSlot } from "./types";

export const mission =
  "Our mission is to give every patient unhurried, evidence-based care from a physician who knows them: care that treats the whole person, works on the causes of illness as well as its symptoms, and helps each person live well for longer.";

export const vision =
  "We picture a community where a good relationship with your doctor is the norm, not a luxury: where you can reach your physician when you need to, understand your own health, and make changes that last.";

export const story = [
  `${clinic.physician.name} opened ${clinic.name} after years in busy clinics where visits were measured in minutes. Patients deserved more time, clearer answers and a doctor who could follow them over years, not just appointments.`,
  "So the clinic was built around two ways to get care: a direct primary care membership for people who want easy, unhurried access for a flat monthly fee, and traditional insurance-based visits for those who prefer to use their health plan. Both get the same physician and the same attention.",
  `Today the clinic cares for children and adults from across ${clinic.address.area}, from yearly check-ups and chronic conditions to weight management, immigration medical exams and wound care.`,
];

export interface ValueCard {
  title: string;
  description: string;
  icon: IconName;
}

/** The four values (spec "/about": Trust, Excellence, Authenticity, Knowledge). */
export const values: readonly ValueCard[] = [
  {
    title: "Trust",
    description:
      "We listen first, explain plainly and keep your information private, so you can share what really matters.",
    icon: "handshake",
  },
  {
    title: "Excellence",
    description:
      "Care grounded in current evidence and triple board certification, with the time to do it properly.",
    icon: "award",
  },
  {
    title: "Authenticity",
    description:
      "Honest advice, realistic plans and no pressure. We recommend what we would want for our own families.",
    icon: "heart-handshake",
  },
  {
    title: "Knowledge",
    description:
      "We help you understand your body, your results and your options, so decisions are truly yours.",
    icon: "graduation",
  },
];

export const physicianBio = {
  heading: `Meet ${clinic.physician.name}`,
  role: "Founder and physician",
  summary: `${clinic.physician.name} is triple board-certified in family medicine, lifestyle medicine and obesity medicine, and is a USCIS-designated civil surgeon for immigration medical exams.`,
  paragraphs: [
    "Her approach combines the breadth of family medicine with the tools of lifestyle medicine: nutrition, physical activity, sleep, stress and relationships are part of every plan, alongside medication when it is the right choice.",
    "She cares for patients of all ages and takes the time to explain what is going on and why. Patients can reach her directly through the membership portal or the clinic's patient portal.",
  ],
  credentials: clinic.physician.credentials,
  image: {
    src: "/images/physician-portrait.svg",
    width: 480,
    height: 560,
    alt: clinic.physician.imageAlt,
  } satisfies ImageSlot,
};

export const whyChooseIntro =
  "A small, physician-led practice means you see the same doctor, visits are not rushed, and your care plan is built around you.";

export const aboutCallsToAction = {
  title: "Ready to get started?",
  text: "Book a visit with your insurance, or join our direct primary care membership for unhurried access to your physician.",
  actions: [actions.bookAppointment, actions.enrollDirectCare],
};
