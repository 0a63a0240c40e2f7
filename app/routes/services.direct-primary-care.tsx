import { directPrimaryCarePage as page } from "~/content/services/direct-primary-care";
import { pageMeta } from "~/lib/seo";
import { ServicePageView } from "~/sections/service-page";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function DirectPrimaryCare() {
  return <ServicePageView page={page} />;
}
