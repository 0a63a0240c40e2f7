import { preventiveCarePage as page } from "~/content/services/preventive-care";
import { pageMeta } from "~/lib/seo";
import { ServicePageView } from "~/sections/service-page";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function PreventiveCare() {
  return <ServicePageView page={page} />;
}
