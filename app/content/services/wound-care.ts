import { actions, relabel } from "../actions";
import { clinic } from "../clinic";
import { callButton, careNotice } from "./shared";
import type { ServiceDetailPage } from "./types";

const woundCareActions = [
  relabel(actions.scheduleConsultation, "Schedule a Consultation"),
  callButton,
] as const;

export const woundCarePage: ServiceDetailPage = {
  path: "/services/wound-care",
  meta: {
    title: "Wound Care Services",
    description:
      "Physician-led care for diabetic foot ulcers, venous and arterial ulcers, pressure sores, and surgical or non-healing wounds. Physician referrals and self-referrals welcome.",
  },
  summary: {
    title: "Wound Care",
    description:
      "Evaluation and ongoing care for slow-healing wounds, including diabetic foot ulcers, pressure sores and surgical wounds.",
    icon: "bandage",
  },
  hero: {
    title: "Wound Care Services",
    tagline: "Healing With Expertise and Compassion",
    lead: "A wound that is slow to heal needs more than a bandage. We look for the reasons it is not closing, clean and dress it properly, and see you regularly until it has healed or you no longer need us, working with your other doctors along the way.",
    actions: woundCareActions,
  },
  sections: [
    {
      type: "cards",
      title: "Why Choose Our Wound Care Clinic",
      intro:
        "Chronic wounds are often tied to circulation, blood sugar, pressure or infection. Good care looks at all of it, not only the skin.",
      cards: [
        {
          icon: "users",
          title: "Multidisciplinary Team",
          description:
            "Your physician leads your care and works with our clinical staff and, when needed, podiatrists, vascular specialists, surgeons and home-care nurses, so everyone treating you follows the same plan.",
        },
        {
          icon: "microscope",
          title: "Advanced Healing Techniques",
          description:
            "We use established wound care methods such as debridement, compression therapy and specialized dressings, chosen for the type and stage of your wound.",
        },
        {
          icon: "clipboard-list",
          title: "Customized Care Plans",
          description:
            "Your plan fits your wound, your health conditions and your daily life, and we change it as the wound changes.",
        },
      ],
    },
    {
      type: "cards",
      title: "Advanced Wound Care Techniques",
      intro:
        "Which of these you need depends on your wound. We explain each one before we use it, and you can always ask why.",
      cards: [
        {
          icon: "stethoscope",
          title: "Debridement",
          description:
            "Gently removing dead or damaged tissue from the wound so that healthy tissue can grow. It is usually done in the office, with numbing medicine when needed.",
        },
        {
          icon: "layers",
          title: "Compression Therapy",
          description:
            "Wraps or stockings that improve blood flow in the legs, often used for venous ulcers once we have checked that the arteries can safely take it.",
        },
        {
          icon: "bandage",
          title: "Specialized Dressings",
          description:
            "Modern dressings that keep the right amount of moisture, absorb drainage or fight bacteria, chosen for your wound and changed on a set schedule.",
        },
        {
          icon: "droplet",
          title: "Topical Growth Factors",
          description:
            "For some wounds that have stalled despite good basic care, a treatment applied to the wound surface can support the body's own repair process.",
        },
        {
          icon: "shield-plus",
          title: "Infection Control",
          description:
            "Checking for signs of infection at every visit, taking a culture when needed, and treating infection with wound cleansing, dressings or antibiotics.",
        },
      ],
    },
    {
      type: "checklist",
      title: "Wounds We Treat",
      intro:
        "If a wound has not improved in two weeks, or has not healed in about four to six weeks, it is worth having it looked at.",
      items: [
        "Diabetic foot ulcers",
        "Venous and arterial ulcers",
        "Pressure sores",
        "Surgical and traumatic wounds",
        "Infected or non-healing wounds",
      ],
    },
    {
      type: "steps",
      id: "process",
      title: "Our Wound Care Process",
      intro: "What happens from your first visit until your wound has healed.",
      steps: [
        {
          title: "Initial Evaluation",
          description:
            "We review your health history and medications, measure and photograph the wound, and check circulation, sensation and signs of infection. Bring a list of your medications and any records from doctors who have treated the wound.",
        },
        {
          title: "Treatment Plan Development",
          description:
            "We explain what is slowing healing and agree on a plan together: cleaning and dressings, any procedures, how often to come back, and what you can do at home.",
        },
        {
          title: "Ongoing Monitoring & Education",
          description:
            "At follow-up visits we measure progress and adjust the plan. You learn how to change dressings, protect the skin and spot warning signs, such as more redness, swelling, pain, drainage or a fever.",
        },
      ],
    },
    {
      type: "prose",
      title: "Patient-Centered Approach",
      paragraphs: [
        "Living with a wound that will not heal is tiring and can be painful. We take time to listen, treat pain seriously, and make sure you and your family understand each step of your care.",
        "Healing often depends on the rest of your health too, such as blood sugar, circulation, nutrition and mobility. As a primary care practice, we can look after those at the same time, and we coordinate with specialists when you need one.",
      ],
      points: {
        title: "At every visit",
        items: [
          "Time for your questions",
          "Pain addressed, not ignored",
          "Clear instructions for care at home",
          "Updates shared with your other doctors, with your permission",
        ],
      },
    },
    careNotice(
      "Every wound is different. Contact us to see if wound care at our clinic is right for you, or whether a wound specialist or hospital care would serve you better.",
      {
        emergency:
          "If a wound bleeds heavily, shows red streaks spreading from it, or comes with a high fever or confusion, call 911 or go to the nearest emergency room.",
      },
    ),
    {
      type: "cta",
      id: "referrals",
      title: "Referrals & Appointments",
      text: `We accept physician referrals and self-referrals. If your doctor is referring you, they can send the referral and recent notes to us; if you are referring yourself, schedule a consultation or call ${clinic.phone.display}.`,
      actions: woundCareActions,
    },
  ],
};
