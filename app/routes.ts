import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The route table. Every path is a literal (ARCHITECTURE.md convention 4):
 * the prerender list in react-router.config.ts is derived from it, and "*"
 * is the not-found page for everything else, /services/<unknown> included.
 */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("services", "routes/services.tsx"),
  route("services/direct-primary-care", "routes/services.direct-primary-care.tsx"),
  route("services/medical-weight-management", "routes/services.medical-weight-management.tsx"),
  route("services/lifestyle-medicine", "routes/services.lifestyle-medicine.tsx"),
  route("services/immigration-medical-exam", "routes/services.immigration-medical-exam.tsx"),
  route("services/chronic-disease-care", "routes/services.chronic-disease-care.tsx"),
  route("services/preventive-care", "routes/services.preventive-care.tsx"),
  route("services/medical-ear-piercing", "routes/services.medical-ear-piercing.tsx"),
  route("services/wound-care", "routes/services.wound-care.tsx"),
  route("health-insurance", "routes/health-insurance.tsx"),
  route("patient-portal", "routes/patient-portal.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
