import { bookOrCall, careNotice } from "./shared";
import type { ServiceDetailPage } from "./types";

export const preventiveCarePage: ServiceDetailPage = {
  path: "/services/preventive-care",
  meta: {
    title: "Preventive Care",
    description:
      "Annual wellness exams, screenings matched to your age and risk, vaccinations and physicals for children and adults, from a physician-led family practice.",
  },
  summary: {
    title: "Preventive Care",
    description:
      "Wellness exams, screenings and vaccinations to catch problems early and keep you well.",
    icon: "shield",
  },
  hero: {
    title: "Preventive Care",
    lead: "Staying well is easier than getting well. Regular check-ups, the right screenings at the right age, and up-to-date vaccines help find problems early, often before you notice any symptoms.",
    actions: bookOrCall,
  },
  sections: [
    {
      type: "cards",
      title: "Our Preventive Services",
      cards: [
        {
          icon: "clipboard",
          title: "Annual Wellness Exams",
          description:
            "A yearly visit to review your health, update your history and plan the year's screenings.",
        },
        {
          icon: "microscope",
          title: "Health Screenings",
          description:
            "Blood pressure, cholesterol, diabetes and cancer screenings, recommended by national guidelines for your age, sex and risk.",
        },
        {
          icon: "syringe",
          title: "Vaccinations",
          description:
            "Recommended vaccines for children and adults, including the seasonal flu shot. Ask which ones we stock.",
        },
        {
          icon: "users",
          title: "Physicals for All Ages",
          description: "Well-child visits and school, sports and work physicals.",
        },
        {
          icon: "target",
          title: "Personal Risk Assessment",
          description:
            "Your family history and habits reviewed to find the risks worth acting on now.",
        },
        {
          icon: "leaf",
          title: "Healthy Habit Counseling",
          description:
            "Practical help with food, activity, sleep, stress, tobacco and alcohol, grounded in lifestyle medicine.",
        },
      ],
    },
    {
      type: "steps",
      title: "Your Wellness Visit, Step by Step",
      steps: [
        {
          title: "Before Your Visit",
          description:
            "We may ask you to update your health history and, for some tests, to fast beforehand. We will tell you when you book.",
        },
        {
          title: "During Your Visit",
          description:
            "Vital signs, a physical exam, a review of your medications and vaccines, and time for your questions.",
        },
        {
          title: "After Your Visit",
          description:
            "Your results explained, a list of screenings that are due, and referrals when you need them.",
        },
      ],
    },
    {
      type: "checklist",
      title: "What to Bring",
      items: [
        "Photo ID and your insurance card or membership details",
        "A list of your medications and supplements",
        "Your vaccination record, if you have one",
        "Results of any screenings done elsewhere, such as a mammogram or colonoscopy",
        "Your family health history, as far as you know it",
        "School, sports or work forms that need completing",
      ],
    },
    careNotice(
      "Which screenings and vaccines you need depends on your age, health and history. Contact us to see what is right for you. A wellness visit is for preventive care; tell us when you book if you also want to discuss a new problem.",
    ),
    {
      type: "cta",
      title: "Schedule Your Wellness Visit",
      text: "Book online or call us to set up your next check-up.",
      actions: bookOrCall,
    },
  ],
};
