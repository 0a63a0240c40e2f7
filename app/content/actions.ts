/**
 * Calls to action as data. Content describes *what* a button does; the
 * `ActionLink` component decides how that renders (router link, new-tab
 * external link, tel: or mailto:). Every URL and number comes from the
 * clinic profile.
 */
import { clinic, type Phone } from "./clinic";

export type Action =
  | { kind: "internal"; label: string; to: string }
  | { kind: "external"; label: string; href: string }
  | { kind: "phone"; label: string; phone: Phone }
  | { kind: "email"; label: string; email: string };

export const actions = {
  scheduleConsultation: {
    kind: "external",
    label: "Schedule Consultation",
    href: clinic.urls.scheduleAppointment,
  },
  bookAppointment: {
    kind: "external",
    label: "Book Appointment",
    href: clinic.urls.scheduleAppointment,
  },
  bookNow: { kind: "external", label: "Book Now", href: clinic.urls.scheduleAppointment },
  enrollDirectCare: {
    kind: "external",
    label: "Enroll in Direct Care",
    href: clinic.urls.membershipEnroll,
  },
  enrollNow: { kind: "external", label: "Enroll Now", href: clinic.urls.membershipEnroll },
  directCareBooking: {
    kind: "external",
    label: "Book a Member Visit",
    href: clinic.urls.membershipBooking,
  },
  directCareLogin: {
    kind: "external",
    label: "Direct Care Portal Login",
    href: clinic.urls.membershipLogin,
  },
  insurancePortalLogin: {
    kind: "external",
    label: "Insurance Patient Portal",
    href: clinic.urls.insurancePortalLogin,
  },
  callClinic: { kind: "phone", label: `Call ${clinic.phone.display}`, phone: clinic.phone },
  callNow: { kind: "phone", label: "Call Now", phone: clinic.phone },
  emailClinic: { kind: "email", label: clinic.email, email: clinic.email },
  patientPortal: { kind: "internal", label: "Patient Portal", to: "/patient-portal" },
  contact: { kind: "internal", label: "Contact Us", to: "/contact" },
} as const satisfies Record<string, Action>;

/** The same action with another label, e.g. "Call" instead of "Call Now". */
export function relabel<A extends Action>(action: A, label: string): A {
  return { ...action, label };
}
