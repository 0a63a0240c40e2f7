import { CircleCheck } from "lucide-react";
import type { Action } from "~/content/actions";
import { ActionRow } from "~/components/ui/action-link";
import { Icon, type IconName } from "~/components/ui/icon";

export interface ActionCard {
  title: string;
  description?: string;
  icon?: IconName;
  features?: readonly string[];
  actions: readonly Action[];
}

/** Two or three cards whose point is their buttons, e.g. the two patient portals. */
export function ActionCardGrid({ cards }: { cards: readonly ActionCard[] }) {
  return (
    <ul role="list" className="grid gap-6 md:grid-cols-2">
      {cards.map((card) => (
        <li
          key={card.title}
          className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card md:p-8"
        >
          {card.icon && (
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
              <Icon name={card.icon} className="size-6" />
            </span>
          )}
          <h3 className="mt-4 text-2xl font-bold text-brand-900">{card.title}</h3>
          {card.description && (
            <p className="mt-2 leading-relaxed text-muted">{card.description}</p>
          )}
          {card.features && card.features.length > 0 && (
            <ul role="list" className="mt-5 space-y-2.5">
              {card.features.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <CircleCheck
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-brand-600"
                  />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          )}
          <ActionRow actions={card.actions} className="mt-auto flex flex-wrap gap-3 pt-7" />
        </li>
      ))}
    </ul>
  );
}
