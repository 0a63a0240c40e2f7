/**
 * Every service and care page record. Adding a service: write its record
 * file, list it here, add its literal path to app/routes.ts with a thin
 * route module, and (if featured) to `featuredServices` in overview.ts.
 */
import { chronicDiseaseCarePage } from "./chronic-disease-care";
import { directPrimaryCarePage } from "./direct-primary-care";
import { healthInsurancePage } from "./health-insurance";
import { immigrationMedicalExamPage } from "./immigration-medical-exam";
import { lifestyleMedicinePage } from "./lifestyle-medicine";
import { medicalEarPiercingPage } from "./medical-ear-piercing";
import { medicalWeightManagementPage } from "./medical-weight-management";
import { servicesOverviewPage } from "./overview";
import { patientPortalPage } from "./patient-portal";
import { preventiveCarePage } from "./preventive-care";
import type { ServiceDetailPage, ServicePage } from "./types";
import { woundCarePage } from "./wound-care";

export {
  chronicDiseaseCarePage,
  directPrimaryCarePage,
  healthInsurancePage,
  immigrationMedicalExamPage,
  lifestyleMedicinePage,
  medicalEarPiercingPage,
  medicalWeightManagementPage,
  patientPortalPage,
  preventiveCarePage,
  servicesOverviewPage,
  woundCarePage,
};
export { featuredServices, serviceCard } from "./overview";
export type * from "./types";

/** The eight pages under /services/. */
export const servicePages: readonly ServiceDetailPage[] = [
  directPrimaryCarePage,
  medicalWeightManagementPage,
  lifestyleMedicinePage,
  immigrationMedicalExamPage,
  chronicDiseaseCarePage,
  preventiveCarePage,
  medicalEarPiercingPage,
  woundCarePage,
];

/** All eleven pages rendered by the service page view. */
export const allServiceAndCarePages: readonly ServicePage[] = [
  servicesOverviewPage,
  ...servicePages,
  healthInsurancePage,
  patientPortalPage,
];
