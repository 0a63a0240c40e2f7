import { lifestyleMedicinePage as page } from "~/content/services/lifestyle-medicine";
import { pageMeta } from "~/lib/seo";
import { ServicePageView } from "~/sections/service-page";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function LifestyleMedicine() {
  return <ServicePageView page={page} />;
}
