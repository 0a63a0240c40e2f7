import { actions, type Action } from "../actions";
import { clinic } from "../clinic";
import { careNotice } from "./shared";
import type { ServiceDetailPage } from "./types";

/** The one booking link that carries the immigration appointment type. */
const scheduleExam: Action = {
  kind: "external",
  label: "Schedule Your Exam",
  href: clinic.urls.immigrationExamBooking,
};

const scheduleOrCall = [scheduleExam, actions.callClinic] as const;

const FEE_TEXT = "One flat fee; call for the current fee.";
const INSURANCE_TEXT = "Insurance is not accepted for immigration medical exams.";

export const immigrationMedicalExamPage: ServiceDetailPage = {
  path: "/services/immigration-medical-exam",
  meta: {
    title: "Immigration Medical Exam (USCIS Form I-693)",
    description:
      "Immigration medical exams with a USCIS designated civil surgeon: Form I-693, what to bring, what is included, and what happens after. One flat fee; insurance not accepted.",
  },
  summary: {
    title: "Immigration Medical Exam",
    description:
      "Form I-693 exams for green card applicants, performed by a USCIS designated civil surgeon, for one flat fee.",
    icon: "id-card",
  },
  hero: {
    eyebrow: "USCIS Designated Civil Surgeon",
    title: "Immigration Medical Exam",
    lead: `Applying for a green card from inside the United States? ${clinic.physician.name} is a USCIS designated civil surgeon and can complete your immigration medical exam and Form I-693. ${FEE_TEXT} ${INSURANCE_TEXT}`,
    actions: scheduleOrCall,
  },
  sections: [
    {
      type: "prose",
      title: "What Is the Immigration Medical Exam?",
      paragraphs: [
        "Most people applying to adjust status to lawful permanent resident need a medical exam. U.S. Citizenship and Immigration Services (USCIS) only accepts this exam from a civil surgeon, a physician designated by USCIS, and the results are recorded on Form I-693, Report of Immigration Medical Examination and Vaccination Record.",
        "The exam follows rules set by the Centers for Disease Control and Prevention (CDC). The civil surgeon reviews your medical and vaccination history, examines you, and performs the screening tests required for your age, such as a blood test for tuberculosis and tests for certain other infections. The exam is not a full check-up and does not replace care from your own doctor.",
        "If you are applying from outside the United States, your exam is done by a panel physician abroad instead. Your immigration attorney or the USCIS instructions can tell you which exam you need.",
      ],
      points: {
        title: "Good to know",
        items: [
          FEE_TEXT,
          INSURANCE_TEXT,
          "During flu season, October 1 to March 31, a flu vaccine is required.",
          "Applicants under 18 are seen as children and come with a parent or legal guardian.",
        ],
      },
    },
    {
      type: "checklist",
      id: "what-to-bring",
      title: "What to Bring",
      intro: "Bringing everything on this list helps us finish your exam without a second visit.",
      items: [
        "A government-issued photo ID, such as a passport or driver's license. Children under 14 may use alternate ID, such as a birth certificate.",
        "Your vaccination records, in English or with an English translation.",
        "Form I-693, downloaded from the USCIS website, with your part filled in. Do not sign it until the civil surgeon asks you to.",
        "A list of your medications and records for any ongoing health conditions.",
        "If you have ever had tuberculosis, a positive TB test or a chest X-ray for TB: your records and treatment papers.",
        "Payment for the flat fee. Insurance is not accepted for this exam.",
        "For anyone under 18: a parent or legal guardian.",
      ],
    },
    {
      type: "comparison",
      id: "included",
      title: "What Is and Is Not Included",
      intro: `${FEE_TEXT} ${INSURANCE_TEXT} Please call before your visit to confirm exactly what the current fee covers.`,
      lists: [
        {
          title: "Included",
          kind: "included",
          items: [
            "Review of your medical and vaccination history",
            "Physical examination by the civil surgeon",
            "The screening tests required for your age",
            "A review of which vaccines you still need",
            "Your completed and signed Form I-693 in a sealed envelope",
          ],
        },
        {
          title: "Not included",
          kind: "excluded",
          items: [
            "Vaccines you still need; we will tell you how to get them",
            "A chest X-ray, if a tuberculosis test result calls for one",
            "Treatment or specialist visits for conditions the exam finds",
            "Billing to health insurance",
            "Legal advice about your immigration case",
          ],
        },
      ],
    },
    {
      type: "steps",
      id: "after-the-exam",
      title: "After the Exam",
      steps: [
        {
          title: "Test Results",
          description:
            "Blood test results usually take a few days. We contact you if anything needs follow-up, such as a chest X-ray or a missing vaccine.",
        },
        {
          title: "Your Sealed Form",
          description:
            "When everything is complete, you receive your signed Form I-693 in a sealed envelope. Do not open it: USCIS will not accept an opened envelope.",
        },
        {
          title: "Submitting to USCIS",
          description:
            "Submit the sealed form as the current USCIS instructions say, usually together with your Form I-485. USCIS sets time limits on how recently the form was signed, so check them before your exam.",
        },
      ],
    },
    careNotice(
      "Not sure whether you need this exam, or whether a civil surgeon exam is right for you? Ask your immigration attorney or contact us before you book.",
      {
        title: "Before You Book",
        emergency:
          "The immigration exam is not for urgent health problems. If you have a medical emergency, call 911 or go to the nearest emergency room.",
      },
    ),
    {
      type: "cta",
      title: "Schedule Your Immigration Medical Exam",
      text: "Book online with the immigration exam appointment type, or call us with questions.",
      actions: scheduleOrCall,
    },
  ],
};
