import { clinic } from "../clinic";
import { chronicDiseaseCarePage } from "./chronic-disease-care";
import { directPrimaryCarePage } from "./direct-primary-care";
import { immigrationMedicalExamPage } from "./immigration-medical-exam";
import { lifestyleMedicinePage } from "./lifestyle-medicine";
import { medicalEarPiercingPage } from "./medical-ear-piercing";
import { medicalWeightManagementPage } from "./medical-weight-management";
import { preventiveCarePage } from "./preventive-care";
import { bookOrCall, careNotice } from "./shared";
import type { ContentCard, ServiceDetailPage, ServicePage } from "./types";
import { woundCarePage } from "./wound-care";

/** The six services featured on /services, each with a Learn More link to its page. */
export const featuredServices: readonly ServiceDetailPage[] = [
  medicalWeightManagementPage,
  chronicDiseaseCarePage,
  preventiveCarePage,
  immigrationMedicalExamPage,
  woundCarePage,
  medicalEarPiercingPage,
];

/** A service's overview card: its summary and a Learn More link to its page. */
export function serviceCard(page: ServiceDetailPage): ContentCard {
  return { ...page.summary, action: { kind: "internal", label: "Learn More", to: page.path } };
}

export const servicesOverviewPage: ServicePage = {
  path: "/services",
  meta: {
    title: "Our Services",
    description:
      "Physician-led family medicine rooted in lifestyle medicine: weight management, chronic disease and preventive care, immigration exams, wound care, ear piercing and direct primary care.",
  },
  hero: {
    eyebrow: "Physician-Led Family Medicine",
    title: "Our Services",
    lead: `Physician-led family medicine for children and adults, grounded in lifestyle medicine. ${clinic.physician.name} is board-certified in family, lifestyle and obesity medicine and is a USCIS designated civil surgeon.`,
    actions: bookOrCall,
  },
  sections: [
    {
      type: "prose",
      id: "core-service",
      eyebrow: "Our Core Service",
      title: "Lifestyle Medicine",
      paragraphs: [
        "Lifestyle medicine is a medical specialty that uses evidence-based changes in daily habits, such as food, movement, sleep and stress, to help prevent and manage chronic conditions.",
        "It shapes everything we do. Whether you come in for a check-up, a long-term condition or weight management, your care includes practical, physician-guided help with the daily habits that affect your health most.",
      ],
      points: {
        title: "The six pillars",
        items: [
          "Nutrition",
          "Physical activity",
          "Stress management",
          "Sleep",
          "Tobacco and substance reduction",
          "Social connection",
        ],
      },
      actions: [
        {
          kind: "internal",
          label: "Learn More About Lifestyle Medicine",
          to: lifestyleMedicinePage.path,
        },
      ],
    },
    {
      type: "cards",
      id: "featured-services",
      title: "Featured Services",
      cards: featuredServices.map(serviceCard),
    },
    {
      type: "cards",
      id: "care-models",
      title: "Two Ways to Receive Care",
      intro: "Choose the way of paying for primary care that suits you.",
      columns: 2,
      cards: [
        {
          ...serviceCard(directPrimaryCarePage),
          features: [
            "One flat monthly fee",
            "No copays for member visits",
            "Direct access to your physician",
          ],
        },
        {
          title: "Traditional Insurance",
          description:
            "Use your health insurance for visits, with copays and deductibles set by your plan.",
          icon: "shield",
          features: [
            "Billed to your insurance plan",
            "Call us to check your plan",
            "Insurance patient portal",
          ],
          action: { kind: "internal", label: "Learn More", to: "/health-insurance" },
        },
      ],
    },
    {
      type: "checklist",
      id: "more-services",
      title: "More Services",
      intro: "As a family practice we also offer:",
      columns: 3,
      items: [
        "Family medicine for all ages",
        "Sick visits for everyday illnesses",
        "School, sports and work physicals",
        "Vaccinations, including flu shots",
        "Integrative medicine",
        "Obesity medicine",
        "Medication reviews",
        "Lab tests ordered and explained",
        "Referrals and care coordination",
      ],
    },
    {
      type: "cards",
      id: "why-choose-us",
      title: "Why Choose Us",
      columns: 4,
      cards: [
        {
          icon: "award",
          title: "Triple Board-Certified",
          description: `${clinic.physician.name} is board-certified in family medicine, lifestyle medicine and obesity medicine.`,
        },
        {
          icon: "clock",
          title: "Time to Listen",
          description: "Visits with room for your questions, so you leave understanding your plan.",
        },
        {
          icon: "wallet",
          title: "Two Ways to Pay",
          description: "A direct primary care membership or traditional insurance: your choice.",
        },
        {
          icon: "users",
          title: "The Whole Family",
          description:
            "Care for children and adults in one practice, from well-child visits to chronic conditions.",
        },
      ],
    },
    careNotice(
      "Each service page explains who it is for. Contact us to see which service is right for you.",
    ),
    {
      type: "cta",
      title: "Ready to Book Your Visit?",
      text: "Schedule online or call us, and we will help you choose the right appointment.",
      actions: bookOrCall,
    },
  ],
};
