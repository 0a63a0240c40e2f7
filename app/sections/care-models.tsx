import { careModels } from "~/content/home";
import { ActionCardGrid } from "./action-card-grid";
import { Section } from "./section";

/** Home: direct primary care versus insurance-based care, side by side. */
export function CareModels() {
  return (
    <Section
      id="care-models"
      tone="surface"
      eyebrow={careModels.eyebrow}
      title={careModels.title}
      intro={careModels.intro}
    >
      <ActionCardGrid cards={careModels.modules} highlightFirst />
    </Section>
  );
}
