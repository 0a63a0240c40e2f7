import { chronicDiseaseCarePage as page } from "~/content/services/chronic-disease-care";
import { pageMeta } from "~/lib/seo";
import { ServicePageView } from "~/sections/service-page";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function ChronicDiseaseCare() {
  return <ServicePageView page={page} />;
}
