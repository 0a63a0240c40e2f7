import { woundCarePage as page } from "~/content/services/wound-care";
import { pageMeta } from "~/lib/seo";
import { ServicePageView } from "~/sections/service-page";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function WoundCare() {
  return <ServicePageView page={page} />;
}
