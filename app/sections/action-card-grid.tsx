import type { Action } from "~/content/actions";
import { ActionRow } from "~/components/ui/action-link";
import { Icon, type IconName } from "~/components/ui/icon";
import { cn } from "~/lib/class-names";
import { CheckList } from "./check-list";

export interface ActionCard {
  title: string;
  description?: string;
  icon?: IconName;
  features?: readonly string[];
  actions: readonly Action[];
}

/**
 * Two or three cards whose point is their buttons, e.g. the two patient
 * portals, or the two care models with the first one highlighted.
 */
export function ActionCardGrid({
  cards,
  highlightFirst = false,
}: {
  cards: readonly ActionCard[];
  highlightFirst?: boolean;
}) {
  return (
    <ul role="list" className="grid gap-6 md:grid-cols-2">
      {cards.map((card, index) => (
        <li
          key={card.title}
          className={cn(
            "flex flex-col rounded-card border p-6 shadow-card md:p-8",
            highlightFirst && index === 0 ? "border-brand-300 bg-brand-50" : "border-line bg-white",
          )}
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
            <CheckList items={card.features} className="mt-5" />
          )}
          <ActionRow actions={card.actions} className="mt-auto flex flex-wrap gap-3 pt-7" />
        </li>
      ))}
    </ul>
  );
}
