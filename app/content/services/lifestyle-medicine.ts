import { clinic } from "../clinic";
import { bookOrCall, careNotice } from "./shared";
import type { ServiceDetailPage } from "./types";

export const lifestyleMedicinePage: ServiceDetailPage = {
  path: "/services/lifestyle-medicine",
  meta: {
    title: "Lifestyle Medicine",
    description:
      "Board-certified lifestyle medicine: evidence-based care built on nutrition, physical activity, stress management, sleep, tobacco and substance reduction, and social connection.",
  },
  summary: {
    title: "Lifestyle Medicine",
    description:
      "Evidence-based care that uses daily habits, such as food, movement, sleep and stress, to help prevent and manage chronic conditions.",
    icon: "leaf",
  },
  hero: {
    eyebrow: "Our Core Approach",
    title: "Lifestyle Medicine",
    lead: `Many common long-term conditions are closely tied to how we eat, move, sleep and cope with stress. ${clinic.physician.name} is board-certified in lifestyle medicine and helps you make changes that fit your life, alongside any medication you need.`,
    actions: bookOrCall,
  },
  sections: [
    {
      type: "prose",
      title: "What Is Lifestyle Medicine?",
      paragraphs: [
        "Lifestyle medicine is a medical specialty that uses evidence-based changes in daily habits to help prevent, treat and manage chronic conditions such as type 2 diabetes, high blood pressure, heart disease and obesity.",
        "It does not replace medication or other treatment when you need them. It adds a structured, physician-guided plan for the habits that affect your health every day, with small, realistic steps and regular follow-up.",
      ],
      points: {
        title: "It can help if you",
        items: [
          "Have, or are at risk for, a long-term condition",
          "Want to rely less on medication, where safely possible",
          "Have tried to change habits on your own and want support",
          "Want to stay well as you get older",
        ],
      },
    },
    {
      type: "cards",
      id: "pillars",
      title: "The Six Pillars of Lifestyle Medicine",
      intro: "Your plan draws on the pillars that matter most for your health right now.",
      cards: [
        {
          icon: "apple",
          title: "Nutrition",
          description:
            "An eating pattern built mostly on whole, minimally processed foods such as vegetables, fruits, whole grains and legumes, adapted to your tastes and budget.",
        },
        {
          icon: "dumbbell",
          title: "Physical Activity",
          description:
            "Regular movement that suits your body and schedule, working toward at least 150 minutes of moderate activity a week if that is safe for you.",
        },
        {
          icon: "brain",
          title: "Stress Management",
          description:
            "Practical ways to recognize and lower stress, and help to find mental health support when you need it.",
        },
        {
          icon: "moon",
          title: "Sleep",
          description:
            "Better sleep habits, and evaluation for problems such as insomnia or sleep apnea that affect your health.",
        },
        {
          icon: "cigarette-off",
          title: "Tobacco and Substance Reduction",
          description:
            "Support to quit smoking or vaping and to cut back on alcohol or other substances, including medication when it can help.",
        },
        {
          icon: "users",
          title: "Social Connection",
          description:
            "Relationships and community matter to health. We talk about your support and help you build more of it.",
        },
      ],
    },
    {
      type: "checklist",
      title: "Benefits of Lifestyle Medicine",
      intro: "What people commonly work toward with lifestyle medicine. Everyone's results differ.",
      items: [
        "Better control of blood sugar, blood pressure and cholesterol",
        "A healthier weight",
        "More energy and better sleep",
        "Lower risk of heart disease and type 2 diabetes",
        "Fewer medications, when your doctor agrees it is safe",
        "Skills and habits that stay with you",
      ],
    },
    {
      type: "steps",
      title: "What Happens at Your Visits",
      steps: [
        {
          title: "Assessment",
          description:
            "We review your health history, current habits, medications and recent labs, and ask what matters most to you.",
        },
        {
          title: "Your Plan",
          description:
            "Together we choose a few achievable goals across the pillars, written down so you know exactly what to do next.",
        },
        {
          title: "Follow-Up",
          description:
            "Regular visits to check progress, repeat labs when useful, adjust the plan and, where safe, review your medications.",
        },
      ],
    },
    careNotice(
      "Lifestyle changes can affect your medications and conditions, so make them with your doctor. Contact us to see if lifestyle medicine is right for you.",
    ),
    {
      type: "cta",
      title: "Start With One Visit",
      text: "Book an appointment to talk about your health and your goals.",
      actions: bookOrCall,
    },
  ],
};
