import { patientPortalPage as page } from "~/content/services/patient-portal";
import { pageMeta } from "~/lib/seo";
import { ServicePageView } from "~/sections/service-page";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function PatientPortal() {
  return <ServicePageView page={page} />;
}
