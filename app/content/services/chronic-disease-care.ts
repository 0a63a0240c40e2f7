import { bookOrCall, careNotice } from "./shared";
import type { ServiceDetailPage } from "./types";

export const chronicDiseaseCarePage: ServiceDetailPage = {
  path: "/services/chronic-disease-care",
  meta: {
    title: "Chronic Disease Care",
    description:
      "Ongoing primary care for diabetes, high blood pressure, high cholesterol, thyroid conditions, asthma and more: regular check-ins, medication review, and coordination with specialists.",
  },
  summary: {
    title: "Chronic Disease Care",
    description:
      "Steady, long-term care for conditions such as diabetes, high blood pressure and high cholesterol.",
    icon: "heart-pulse",
  },
  hero: {
    title: "Chronic Disease Care",
    lead: "Living with a long-term condition means many small decisions between visits. We help you understand your condition, keep your treatment up to date, and make a plan you can follow, with the same physician each time.",
    actions: bookOrCall,
  },
  sections: [
    {
      type: "cards",
      title: "Conditions We Help Manage",
      cards: [
        {
          icon: "droplet",
          title: "Diabetes and Prediabetes",
          description:
            "Blood sugar monitoring, A1C checks, medication adjustments, and foot, eye and kidney screening reminders.",
        },
        {
          icon: "heart-pulse",
          title: "High Blood Pressure",
          description:
            "Home and office readings reviewed together, with medication and lifestyle changes to reach your target.",
        },
        {
          icon: "activity",
          title: "High Cholesterol",
          description:
            "Cholesterol testing, your overall heart risk explained, and treatment choices you understand.",
        },
        {
          icon: "scale",
          title: "Obesity",
          description:
            "Medical weight management from a physician board-certified in obesity medicine.",
        },
        {
          icon: "stethoscope",
          title: "Thyroid Conditions",
          description:
            "Regular testing and dose adjustments for an underactive or overactive thyroid.",
        },
        {
          icon: "leaf",
          title: "Asthma and COPD",
          description:
            "Action plans, inhaler technique checks and follow-up to help you breathe more comfortably.",
        },
      ],
    },
    {
      type: "checklist",
      title: "What Your Care Includes",
      items: [
        "Regular check-ins at a pace that fits your condition",
        "Lab tests ordered and explained",
        "A review of every medication and supplement you take",
        "Lifestyle medicine support with food, activity, sleep and stress",
        "Coordination with your specialists",
        "A written plan for what to do between visits",
      ],
    },
    {
      type: "steps",
      title: "What to Expect",
      steps: [
        {
          title: "A Full Review",
          description:
            "At your first visit we go through your history, medications, recent results and what worries you most.",
        },
        {
          title: "A Shared Plan",
          description:
            "We agree on targets, treatment and the next tests, and write them down so you know what to do next.",
        },
        {
          title: "Steady Follow-Up",
          description:
            "Follow-up visits, labs when due, and adjustments when your numbers or your life change.",
        },
      ],
    },
    {
      type: "checklist",
      title: "What to Bring",
      items: [
        "All your medications and supplements, or a current list with doses",
        "Home readings, such as blood sugar or blood pressure logs",
        "Recent lab results and notes from specialists",
        "Your insurance card or membership details, and a photo ID",
      ],
    },
    careNotice(
      "Every condition and every person is different. Contact us to see if our chronic disease care is right for you, and never stop or change a medication without talking to your doctor.",
      {
        emergency:
          "Chest pain, trouble breathing, signs of a stroke or very high or low blood sugar with confusion are emergencies: call 911 or go to the nearest emergency room.",
      },
    ),
    {
      type: "cta",
      title: "Take the Next Step in Your Care",
      text: "Book an appointment online or call us to talk about your condition.",
      actions: bookOrCall,
    },
  ],
};
