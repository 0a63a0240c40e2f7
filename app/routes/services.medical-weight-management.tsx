import { medicalWeightManagementPage as page } from "~/content/services/medical-weight-management";
import { pageMeta } from "~/lib/seo";
import { ServicePageView } from "~/sections/service-page";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function MedicalWeightManagement() {
  return <ServicePageView page={page} />;
}
