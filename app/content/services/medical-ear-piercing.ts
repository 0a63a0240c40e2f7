import { bookOrCall, careNotice } from "./shared";
import type { ServiceDetailPage } from "./types";

export const medicalEarPiercingPage: ServiceDetailPage = {
  path: "/services/medical-ear-piercing",
  meta: {
    title: "Medical Ear Piercing",
    description:
      "Gentle ear piercing in a clean medical setting with sterile, single-use equipment and hypoallergenic earrings, for children from 6 months of age and adults.",
  },
  summary: {
    title: "Medical Ear Piercing",
    description:
      "Gentle piercing with sterile, single-use equipment and hypoallergenic earrings, from 6 months of age.",
    icon: "ear",
  },
  hero: {
    title: "Medical Ear Piercing",
    lead: "Ear piercing done by medical staff in a clean exam room, with sterile single-use equipment and hypoallergenic earrings. We pierce ears for children from 6 months of age, teens and adults.",
    actions: bookOrCall,
  },
  sections: [
    {
      type: "cards",
      title: "Why Pierce Ears in a Medical Office?",
      columns: 4,
      cards: [
        {
          icon: "shield-plus",
          title: "Sterile and Single-Use",
          description:
            "Each piercing uses sterile, single-use equipment in a clean exam room, lowering the risk of infection.",
        },
        {
          icon: "sparkles",
          title: "Hypoallergenic Earrings",
          description:
            "Medical-grade starter earrings that are gentle on sensitive skin and less likely to cause a reaction.",
        },
        {
          icon: "stethoscope",
          title: "Trained Medical Staff",
          description:
            "Placement is marked carefully and checked with you before we pierce, and questions are answered by clinicians.",
        },
        {
          icon: "baby",
          title: "From 6 Months of Age",
          description:
            "Babies, children, teens and adults are all welcome. We take our time with little ones.",
        },
      ],
    },
    {
      type: "steps",
      title: "What Happens at the Visit",
      steps: [
        {
          title: "Choose Your Earrings",
          description: "Pick a pair of hypoallergenic starter earrings from our selection.",
        },
        {
          title: "Clean and Mark",
          description:
            "We clean the earlobes and mark where each piercing will go. You (or the parent) approve the spots first.",
        },
        {
          title: "Pierce and Care",
          description:
            "Each ear is pierced in a moment with a sterile system, and you leave with written aftercare instructions.",
        },
      ],
    },
    {
      type: "checklist",
      title: "Before You Come",
      items: [
        "Anyone under 18 is seen as a child and needs a parent or legal guardian with them to give consent.",
        "Children must be at least 6 months old.",
        "Bring a photo ID (the parent's or guardian's for children).",
        "Tell us about any metal allergies, keloids or bleeding problems.",
        "Tie back long hair. For little ones, a favorite toy or snack can help them settle.",
      ],
    },
    {
      type: "checklist",
      title: "Aftercare Basics",
      intro: "Follow the written instructions we give you. In general:",
      items: [
        "Wash your hands before touching the ears.",
        "Clean the front and back of each piercing as instructed, usually twice a day.",
        "Keep the starter earrings in for about six weeks, day and night.",
        "Avoid pools, lakes and hot tubs while the piercings heal.",
        "Call us if you notice increasing redness, swelling, pain, pus or a fever.",
      ],
    },
    careNotice(
      "Contact us to see if ear piercing is right for you or your child, for example if there is a history of keloids, metal allergy or a skin condition.",
    ),
    {
      type: "cta",
      title: "Book an Ear Piercing Appointment",
      text: "Schedule online or call us with any questions.",
      actions: bookOrCall,
    },
  ],
};
