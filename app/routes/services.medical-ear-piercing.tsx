import { medicalEarPiercingPage as page } from "~/content/services/medical-ear-piercing";
import { pageMeta } from "~/lib/seo";
import { ServicePageView } from "~/sections/service-page";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function MedicalEarPiercing() {
  return <ServicePageView page={page} />;
}
