import type { Action } from "~/content/actions";
import { ActionRow } from "~/components/ui/action-link";
import { cn } from "~/lib/class-names";
import { CheckList } from "./check-list";

/** Paragraphs of copy, with an optional boxed list of key points beside them. */
export function ProseBlock({
  paragraphs,
  points,
  actions,
}: {
  paragraphs: readonly string[];
  points?: { title: string; items: readonly string[] };
  actions?: readonly Action[];
}) {
  return (
    <div className={cn("-mt-4 grid gap-8", points && "lg:grid-cols-5 lg:gap-12")}>
      <div className={cn("max-w-3xl", points && "lg:col-span-3")}>
        <div className="space-y-4 text-lg leading-relaxed">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {actions && actions.length > 0 && (
          <ActionRow actions={actions} className="mt-8 flex flex-wrap gap-3" />
        )}
      </div>
      {points && (
        <div className="self-start rounded-card border border-brand-100 bg-brand-50 p-6 lg:col-span-2 md:p-8">
          <h3 className="text-lg font-semibold text-brand-900">{points.title}</h3>
          <CheckList items={points.items} className="mt-4" />
        </div>
      )}
    </div>
  );
}
