import { actions } from "../actions";
import { clinic } from "../clinic";
import { careNotice } from "./shared";
import type { ServiceDetailPage } from "./types";

const bookOrCall = [actions.bookNow, actions.callClinic] as const;

export const medicalWeightManagementPage: ServiceDetailPage = {
  path: "/services/medical-weight-management",
  meta: {
    title: "Medical Weight Management",
    description:
      "A physician-supervised weight management program led by a physician board-certified in obesity medicine: evaluation, a personal plan, medication when appropriate, and regular follow-up.",
  },
  summary: {
    title: "Medical Weight Management",
    description:
      "A physician-supervised program with a personal nutrition, activity and, when appropriate, medication plan.",
    icon: "scale",
  },
  hero: {
    eyebrow: "Obesity Medicine",
    title: "Medical Weight Management",
    lead: `A medically supervised program led by ${clinic.physician.name}, who is board-certified in obesity medicine. We look at the whole picture of your health and build a plan you can live with.`,
    actions: bookOrCall,
  },
  sections: [
    {
      type: "prose",
      title: "About Our Program",
      paragraphs: [
        "Weight is shaped by far more than willpower: genetics, hormones, sleep, stress, medications and other health conditions all play a part. Our program starts by understanding what affects your weight, then builds a plan around your health, your goals and your daily life.",
        "Your plan may combine nutrition guidance, physical activity that suits your body, support with sleep and stress, and, when it is medically appropriate and safe for you, FDA-approved weight-loss medication. Medication is not right for everyone; we talk through the benefits, side effects and costs before deciding together.",
        "The program is for adults who have struggled to lose weight or keep it off, and especially for people with weight-related conditions such as prediabetes, type 2 diabetes, high blood pressure, high cholesterol or sleep apnea.",
      ],
      points: {
        title: "What is included",
        items: [
          "A full medical evaluation",
          "Lab work when needed",
          "A written, personal plan",
          "Medication management when appropriate",
          "Regular follow-up visits",
        ],
      },
    },
    {
      type: "cards",
      title: "Benefits of a Medical Approach",
      cards: [
        {
          icon: "stethoscope",
          title: "Physician Supervision",
          description:
            "A physician trained in obesity medicine monitors your health, your medications and your progress throughout.",
        },
        {
          icon: "clipboard-list",
          title: "A Plan Made for You",
          description:
            "No one-size-fits-all diet. Your plan reflects your health, your preferences, your culture and your schedule.",
        },
        {
          icon: "microscope",
          title: "Underlying Causes Checked",
          description:
            "We look for medical causes of weight gain, such as thyroid problems or medications, and address them.",
        },
        {
          icon: "pill",
          title: "Medication When Appropriate",
          description:
            "If medication is a safe option for you, we prescribe and monitor it and adjust the dose carefully.",
        },
        {
          icon: "heart-pulse",
          title: "Care for Related Conditions",
          description:
            "Blood pressure, blood sugar and cholesterol are followed alongside your weight, in the same practice.",
        },
        {
          icon: "trending",
          title: "Habits That Last",
          description:
            "The focus is on changes you can keep up for the long term, with support when progress stalls.",
        },
      ],
    },
    {
      type: "steps",
      id: "how-it-works",
      title: "How the Program Works",
      steps: [
        {
          title: "Initial Consultation",
          description:
            "We talk about your weight history, past attempts, health conditions, medications and goals.",
        },
        {
          title: "Medical Evaluation",
          description:
            "A physical exam, your measurements and, when needed, lab tests to check for conditions that affect weight.",
        },
        {
          title: "Your Personal Plan",
          description:
            "Together we set realistic goals and agree on nutrition, activity, sleep and stress steps that fit your life.",
        },
        {
          title: "Medication Review",
          description:
            "If you are a candidate for weight-loss medication, we go over the options, side effects and costs so you can decide.",
        },
        {
          title: "Regular Follow-Up",
          description:
            "Check-ins to review progress, manage side effects, and adjust the plan when something is not working.",
        },
        {
          title: "Long-Term Maintenance",
          description:
            "Once you reach a stable point, we help you keep the habits and the weight, with ongoing support.",
        },
      ],
    },
    {
      type: "checklist",
      title: "What to Bring to Your First Visit",
      items: [
        "A photo ID and your insurance card or membership details",
        "A list of all your medications and supplements, with doses",
        "Recent lab results or records from other doctors",
        "Notes on past weight-loss programs or medications you have tried",
        "Your questions and goals",
      ],
    },
    careNotice(
      "Weight management is personal, and results differ from person to person. Contact us to see if our program, and any medication, is right for you.",
    ),
    {
      type: "cta",
      title: "Ready to Take the First Step?",
      text: "Book your initial consultation online or give us a call.",
      actions: bookOrCall,
    },
  ],
};
