import { servicesOverviewPage as page } from "~/content/services/overview";
import { pageMeta } from "~/lib/seo";
import { ServicePageView } from "~/sections/service-page";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function Services() {
  return <ServicePageView page={page} />;
}
