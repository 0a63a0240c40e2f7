import { actions, relabel } from "../actions";
import { clinic } from "../clinic";
import { hoursSummary } from "~/lib/hours";
import { careNotice } from "./shared";
import type { ServicePage } from "./types";

export const patientPortalPage: ServicePage = {
  path: "/patient-portal",
  meta: {
    title: "Patient Portal",
    description:
      "Log in to the right patient portal: the direct primary care member portal or the traditional insurance patient portal. Office hours, phone and popular links.",
  },
  hero: {
    title: "Patient Portal",
    lead: "We have two portals, one for each way of receiving care here. Direct primary care members use the member portal; patients seen through insurance use the insurance patient portal.",
    actions: [],
  },
  sections: [
    {
      type: "action-cards",
      id: "portals",
      title: "Choose Your Portal",
      cards: [
        {
          icon: "heart-handshake",
          title: "Direct Primary Care Portal",
          description:
            "For members of our direct primary care membership. Log in, or request access if you have just joined.",
          features: [
            "Book member visits",
            "Send non-urgent questions to your physician",
            "Manage your membership",
          ],
          actions: [relabel(actions.directCareLogin, "Direct Care Portal Login")],
        },
        {
          icon: "shield",
          title: "Traditional Insurance Portal",
          description:
            "For patients whose visits are billed to health insurance. Log in with the account set up for you by our office.",
          features: [
            "Send non-urgent messages to the care team",
            "Request appointments",
            "Keep your contact details up to date",
          ],
          actions: [relabel(actions.insurancePortalLogin, "Insurance Portal Login")],
        },
      ],
    },
    {
      type: "facts",
      id: "quick-info",
      title: "Quick Info",
      intro: "Trouble logging in? Call us during office hours and we will help.",
      facts: [
        {
          icon: "clock",
          title: "Office Hours",
          lines: hoursSummary(clinic.hours).map(({ days, hours }) => `${days}: ${hours}`),
        },
        {
          icon: "phone",
          title: "Phone",
          lines: ["Questions, appointments and portal help"],
          action: relabel(actions.callNow, clinic.phone.display),
        },
        {
          icon: "mail",
          title: "Email",
          lines: ["For general, non-medical questions"],
          action: actions.emailClinic,
        },
      ],
    },
    {
      type: "links",
      title: "Popular Links",
      links: [
        {
          action: relabel(actions.bookAppointment, "Book an Appointment"),
          description: "Schedule a visit with our online scheduler.",
        },
        {
          action: relabel(actions.enrollDirectCare, "Enroll in Direct Primary Care"),
          description: "Request a direct primary care membership.",
        },
        {
          action: {
            kind: "internal",
            label: "Direct Primary Care",
            to: "/services/direct-primary-care",
          },
          description: "How the membership works.",
        },
        {
          action: { kind: "internal", label: "Health Insurance", to: "/health-insurance" },
          description: "Using your insurance at our clinic.",
        },
        {
          action: { kind: "internal", label: "All Services", to: "/services" },
          description: "Everything we offer, from preventive care to wound care.",
        },
        {
          action: actions.contact,
          description: "Address, hours, map and a message form.",
        },
      ],
    },
    careNotice(
      "Portal messages are for non-urgent questions and are read during office hours. Not sure which portal is right for you? Call us and we will point you to the right one.",
      { title: "Using the Portals Safely" },
    ),
    {
      type: "cta",
      title: "Need an Appointment?",
      text: "Schedule online or call the office.",
      actions: [relabel(actions.bookAppointment, "Schedule an Appointment"), actions.callNow],
    },
  ],
};
