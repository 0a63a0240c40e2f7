import { immigrationMedicalExamPage as page } from "~/content/services/immigration-medical-exam";
import { pageMeta } from "~/lib/seo";
import { ServicePageView } from "~/sections/service-page";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function ImmigrationMedicalExam() {
  return <ServicePageView page={page} />;
}
