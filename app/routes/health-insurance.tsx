import { healthInsurancePage as page } from "~/content/services/health-insurance";
import { pageMeta } from "~/lib/seo";
import { ServicePageView } from "~/sections/service-page";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function HealthInsurance() {
  return <ServicePageView page={page} />;
}
