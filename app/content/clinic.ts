/**
 * THE clinic profile: the one place that holds the clinic's facts and every
 * outbound URL (decisions 1 and 2, ARCHITECTURE.md convention 1).
 *
 * PLACEHOLDERS: the name, physician, phone numbers (reserved 555-01xx range),
 * email, street address and every `example.com` URL below are fictional.
 * A clinic replaces these values here and nowhere else; no other file in the
 * project types a phone number, an address or an external URL.
 */

export interface Phone {
  /** As people read it: "(952) 555-0142". */
  display: string;
  /** For tel: links, E.164: "+19525550142". */
  e164: string;
}

export interface OpeningHours {
  /** 0 = Sunday ... 6 = Saturday, as Date#getDay and Intl agree. */
  day: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  label: string;
  /** "HH:MM" 24-hour clinic-local time; absent when closed or by appointment. */
  opens?: string;
  closes?: string;
  note?: "By appointment" | "Closed";
}

const phone: Phone = { display: "(952) 555-0142", e164: "+19525550142" };
const spanishPhone: Phone = { display: "(952) 555-0187", e164: "+19525550187" };

/** Decision 1: Monday-Friday 9-5, Saturday by appointment, Sunday closed. */
const hours: readonly OpeningHours[] = [
  { day: 1, label: "Monday", opens: "09:00", closes: "17:00" },
  { day: 2, label: "Tuesday", opens: "09:00", closes: "17:00" },
  { day: 3, label: "Wednesday", opens: "09:00", closes: "17:00" },
  { day: 4, label: "Thursday", opens: "09:00", closes: "17:00" },
  { day: 5, label: "Friday", opens: "09:00", closes: "17:00" },
  { day: 6, label: "Saturday", note: "By appointment" },
  { day: 0, label: "Sunday", note: "Closed" },
];

const membershipSite = "https://members.example.com/cedar-ridge";
const schedulerSite = "https://scheduler.example.com";

export const clinic = {
  name: "Cedar Ridge Family Medicine & Wellness",
  shortName: "Cedar Ridge",
  tagline: "Physician-led primary care and wellness",
  /** Where the site is published; canonical links and JSON-LD use it. */
  siteUrl: "https://www.example.com",
  physician: {
    name: "Dr. Amara Okafor",
    fullName: "Amara Okafor, MD",
    credentials: [
      "Board-certified in Family Medicine",
      "Board-certified in Lifestyle Medicine",
      "Board-certified in Obesity Medicine",
      "USCIS Designated Civil Surgeon",
    ],
    imageAlt: "Illustrated portrait of Dr. Amara Okafor",
  },
  phone,
  spanishPhone,
  email: "info@example.com",
  address: {
    street: "1200 Example Parkway, Suite 200",
    city: "Bloomington",
    region: "MN",
    postalCode: "55420",
    country: "US",
    /** How the site describes the location in prose (decision 1). */
    area: "a southern suburb of Minneapolis, Minnesota",
  },
  timeZone: "America/Chicago",
  hours,
  reviews: { count: 92, rating: 5.0 },
  urls: {
    /** External online scheduler, new-appointment page with its key parameters. */
    scheduleAppointment: `${schedulerSite}/new-appointment?practice=cedar-ridge&key=PLACEHOLDER`,
    /** Direct-care membership site. */
    membershipEnroll: `${membershipSite}/enroll-request`,
    membershipBooking: `${membershipSite}/book`,
    membershipLogin: `${membershipSite}/login-request`,
    /** Booking page with the appointment-type parameter for the immigration exam. */
    immigrationExamBooking: `${membershipSite}/book?appointment_type=immigration-medical-exam`,
    /** Traditional insurance patient portal. */
    insurancePortalLogin: "https://portal.example.com/login",
    insurancePortalProvider: "https://portal.example.com/providers/cedar-ridge",
    blog: "https://blog.example.com",
    googleReviews:
      "https://www.google.com/maps/search/?api=1&query=Cedar+Ridge+Family+Medicine+%26+Wellness",
    googleLeaveReview: "https://g.page/r/PLACEHOLDER/review",
    consultationRequestForm: "https://forms.example.com/cedar-ridge/consultation-request",
    spanishMessaging: `https://wa.me/${spanishPhone.e164.slice(1)}`,
    mapEmbed: "https://www.google.com/maps?q=Bloomington,+MN+55420&output=embed",
    mapDirections: "https://www.google.com/maps/dir/?api=1&destination=Bloomington,+MN+55420",
  },
  financingWidget: {
    scriptUrl: "https://widget.example.com/financing/v1/widget.js",
    fontStylesheetUrl: "https://fonts.example.com/css2?family=Inter:wght@400;600&display=swap",
    applyUrl: "https://apply.example.com/cedar-ridge",
    clinicSlug: "cedar-ridge",
    clinicName: "Cedar Ridge Family Medicine & Wellness",
    brandColor: "#0f5257",
  },
  social: [
    { network: "Facebook", url: "https://www.facebook.com/example" },
    { network: "Instagram", url: "https://www.instagram.com/example" },
    { network: "LinkedIn", url: "https://www.linkedin.com/company/example" },
  ],
} as const;

export type Clinic = typeof clinic;

export const telHref = (p: Phone) => `tel:${p.e164}`;
export const mailtoHref = (email: string) => `mailto:${email}`;

export const fullAddress = `${clinic.address.street}, ${clinic.address.city}, ${clinic.address.region} ${clinic.address.postalCode}`;
