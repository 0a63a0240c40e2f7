import { Check } from "lucide-react";
import { ActionLink } from "~/components/ui/action-link";
import { Icon } from "~/components/ui/icon";
import type { Card } from "~/content/types";
import { cn } from "~/lib/class-names";

export type { Card };

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Rounded cards in a responsive grid; each card is a list item with an h3. */
export function CardGrid({
  cards,
  columns = 3,
  className,
}: {
  cards: readonly Card[];
  columns?: keyof typeof columnClasses;
  className?: string;
}) {
  return (
    <ul role="list" className={cn("grid gap-5 md:gap-6", columnClasses[columns], className)}>
      {cards.map((card) => (
        <li
          key={card.title}
          className="flex flex-col rounded-card border border-line bg-white p-6 text-ink shadow-card"
        >
          {card.icon && (
            <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={card.icon} className="size-6" />
            </span>
          )}
          <h3 className="text-xl font-semibold">{card.title}</h3>
          {card.description && (
            <p className="mt-2 leading-relaxed text-muted">{card.description}</p>
          )}
          {card.features && card.features.length > 0 && (
            <ul role="list" className="mt-4 space-y-2">
              {card.features.map((feature) => (
                <li key={feature} className="flex gap-2 text-sm leading-snug">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          )}
          {card.action && (
            <div className="mt-auto pt-5">
              <ActionLink action={card.action} variant="text" icon={false}>
                {card.action.label}
                <span className="sr-only">: {card.title}</span>
              </ActionLink>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
