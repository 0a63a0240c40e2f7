import { CircleCheck } from "lucide-react";
import { ActionRow } from "~/components/ui/action-link";
import { Icon } from "~/components/ui/icon";
import { careModels } from "~/content/home";
import { cn } from "~/lib/class-names";
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
      <div className="grid gap-6 md:grid-cols-2">
        {careModels.modules.map((module, index) => (
          <article
            key={module.title}
            className={cn(
              "flex flex-col rounded-card border p-6 shadow-card md:p-8",
              index === 0 ? "border-brand-300 bg-brand-50" : "border-line bg-white",
            )}
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
              <Icon name={module.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-2xl font-bold text-brand-900">{module.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{module.description}</p>
            <ul role="list" className="mt-5 space-y-2.5">
              {module.features.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <CircleCheck
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-brand-600"
                  />
                  {feature}
                </li>
              ))}
            </ul>
            <ActionRow actions={module.actions} className="mt-auto flex flex-wrap gap-3 pt-7" />
          </article>
        ))}
      </div>
    </Section>
  );
}
