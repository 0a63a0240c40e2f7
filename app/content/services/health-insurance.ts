import { actions, relabel } from "../actions";
import { clinic } from "../clinic";
import { careNotice } from "./shared";
import type { ServicePage } from "./types";

const appointmentAndPortal = [
  actions.bookAppointment,
  relabel(actions.insurancePortalLogin, "Patient Portal Login"),
] as const;

export const healthInsurancePage: ServicePage = {
  path: "/health-insurance",
  meta: {
    title: "Health Insurance and Traditional Care",
    description:
      "How insurance-based care works at our clinic: checking your coverage, copays and deductibles, what to bring, the insurance patient portal, and the direct primary care alternative.",
  },
  hero: {
    eyebrow: "Traditional Insurance-Based Care",
    title: "Health Insurance",
    lead: "Prefer to use your health insurance? Alongside our direct primary care membership, we see patients through traditional insurance-based care. Here is what to know before your visit.",
    actions: appointmentAndPortal,
  },
  sections: [
    {
      type: "cards",
      title: "Using Your Insurance With Us",
      columns: 2,
      cards: [
        {
          icon: "shield",
          title: "Insurance Plans",
          description: `We work with a number of insurance plans, and the list changes from time to time. Before your first visit, call us at ${clinic.phone.display} with your insurance card in hand and we will check whether we are in network for your plan.`,
        },
        {
          icon: "clipboard",
          title: "Check Your Coverage",
          description:
            "Your insurer decides what is covered. It is worth calling the member services number on your card to ask about primary care visits, preventive care, and whether your plan needs referrals or prior approval.",
        },
        {
          icon: "credit-card",
          title: "Copays and Deductibles",
          description:
            "You pay what your plan requires, such as a copay at the visit or a bill later if you have not met your deductible. Preventive visits are often covered differently from visits for a problem.",
        },
        {
          icon: "heart-handshake",
          title: "Prefer Not to Use Insurance?",
          description:
            "Direct primary care is a flat monthly membership paid directly to the practice, with no copays for member visits. It can be combined with an insurance plan for hospital and specialist care.",
          action: {
            kind: "internal",
            label: "About Direct Primary Care",
            to: "/services/direct-primary-care",
          },
        },
      ],
    },
    {
      type: "checklist",
      title: "What to Bring to Your Visit",
      items: [
        "Your current insurance card",
        "A photo ID",
        "A list of your medications and supplements",
        "A referral, if your plan requires one",
        "A way to pay your copay",
      ],
    },
    {
      type: "prose",
      title: "Your Insurance Patient Portal",
      paragraphs: [
        "Patients seen through insurance use our insurance patient portal to reach us about non-urgent matters and to manage their information online.",
        "Direct primary care members use a separate member portal. If you are not sure which one is yours, the Patient Portal page explains both.",
      ],
      actions: [
        relabel(actions.insurancePortalLogin, "Patient Portal Login"),
        relabel(actions.patientPortal, "Compare Both Portals"),
      ],
    },
    careNotice(
      "Not sure whether insurance-based care or a direct primary care membership is right for you? Contact us and we will talk through both.",
      { title: "Questions About Coverage?" },
    ),
    {
      type: "cta",
      title: "Book an Appointment",
      text: "Schedule online, log in to the insurance patient portal, or call us.",
      actions: [...appointmentAndPortal, actions.callClinic],
    },
  ],
};
