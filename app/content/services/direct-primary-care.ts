import { actions, relabel } from "../actions";
import { clinic } from "../clinic";
import { careNotice } from "./shared";
import type { ServiceDetailPage } from "./types";

const memberActions = [
  relabel(actions.directCareBooking, "Book an Appointment"),
  relabel(actions.directCareLogin, "Patient Portal Login"),
] as const;

export const directPrimaryCarePage: ServiceDetailPage = {
  path: "/services/direct-primary-care",
  meta: {
    title: "Direct Primary Care Membership",
    description:
      "Direct primary care: one flat monthly membership for unhurried visits and direct access to your physician. Learn how it works, who it suits, and how to enroll.",
  },
  summary: {
    title: "Direct Primary Care",
    description:
      "A flat monthly membership for longer visits and direct access to your physician, without copays for member visits.",
    icon: "heart-handshake",
  },
  hero: {
    eyebrow: "Membership Primary Care",
    title: "Direct Primary Care",
    lead: `A simple monthly membership that gives you an unhurried relationship with ${clinic.physician.name}: longer visits, easier ways to reach your doctor, and clear pricing.`,
    actions: [actions.enrollNow, actions.callClinic],
  },
  sections: [
    {
      type: "prose",
      title: "What Is Direct Primary Care?",
      paragraphs: [
        "Direct primary care (DPC) is a way of paying for everyday medical care. Instead of billing your insurance for each visit, you pay the practice one flat monthly fee. Your membership covers your primary care visits with us, so you can come in when you need to without worrying about a copay every time.",
        "Because the practice cares for fewer patients, visits are longer and you can reach your physician more easily between them. There is more time for prevention, for long-term conditions, and for the questions that do not fit into a ten-minute appointment.",
        "A membership is not health insurance. It does not pay for hospital stays, emergency care, specialists, imaging or most prescriptions. Most members keep an insurance plan, often one with a lower premium, for those needs.",
      ],
      points: {
        title: "Who it tends to suit",
        items: [
          "People who want to know and easily reach their doctor",
          "Families who want one practice for everyone",
          "People with high-deductible plans, or who are self-employed",
          "Anyone managing a long-term condition who wants more time",
        ],
      },
    },
    {
      type: "cards",
      title: "Benefits of Membership",
      cards: [
        {
          icon: "clock",
          title: "Unhurried Visits",
          description:
            "Appointments long enough to talk through your concerns, review your history and agree on a plan together.",
        },
        {
          icon: "message",
          title: "Direct Access to Your Doctor",
          description:
            "Reach your physician through the member portal for questions that do not need a visit, without going through a call center.",
        },
        {
          icon: "calendar",
          title: "Easier Scheduling",
          description:
            "Book member visits online, often with a shorter wait than at a busy traditional practice.",
        },
        {
          icon: "wallet",
          title: "Transparent Pricing",
          description:
            "One predictable monthly fee for your primary care, with no copays for member visits and no surprise bills from us.",
        },
        {
          icon: "shield",
          title: "Focus on Prevention",
          description:
            "Time for screenings, lifestyle changes and follow-up, so small problems can be caught and handled early.",
        },
        {
          icon: "handshake",
          title: "Care Coordination",
          description:
            "When you need a specialist, imaging or lab work, we help arrange it and stay involved in your care.",
        },
      ],
    },
    {
      type: "steps",
      title: "How to Join",
      steps: [
        {
          title: "Request Enrollment",
          description:
            "Use the Enroll Now button to send your enrollment request online. Call us first if you have questions about fees or what is covered.",
        },
        {
          title: "Welcome Visit",
          description:
            "Your first visit is a longer one to get to know you. Bring your medication list, recent test results and records from your previous doctor.",
        },
        {
          title: "Ongoing Care",
          description:
            "Book visits and send questions through the member portal, and see your physician for check-ups, illnesses and long-term conditions.",
        },
      ],
    },
    {
      type: "faq",
      title: "Common Questions",
      items: [
        {
          question: "Do I still need health insurance?",
          answer:
            "We recommend it. A membership covers primary care at our clinic, but not hospital care, emergencies, specialists or most medications. Insurance protects you for those.",
        },
        {
          question: "What does the membership cost?",
          answer: `Membership is a flat monthly fee. Call us at ${clinic.phone.display} or ask during enrollment for the current fees.`,
        },
        {
          question: "I use traditional insurance. Can I still be a patient?",
          answer:
            "Yes. We also see patients through traditional insurance-based care. See our Health Insurance page for how that works.",
        },
      ],
    },
    careNotice(
      "Membership works well for many people, but not for everyone. Contact us to see if direct primary care is right for you and your family.",
    ),
    {
      type: "cta",
      title: "Already a Member?",
      text: "Book your next visit or log in to the member portal.",
      actions: memberActions,
    },
  ],
};
