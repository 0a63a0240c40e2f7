import { CircleCheck, CircleMinus } from "lucide-react";
import { cn } from "~/lib/class-names";

export interface ComparisonList {
  title: string;
  kind: "included" | "excluded";
  items: readonly string[];
}

/** Side-by-side lists, e.g. what a fee does and does not include. */
export function ComparisonLists({ lists }: { lists: readonly ComparisonList[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {lists.map((list) => {
        const included = list.kind === "included";
        const Mark = included ? CircleCheck : CircleMinus;
        return (
          <div
            key={list.title}
            className={cn(
              "rounded-card border p-6 shadow-card md:p-8",
              included ? "border-brand-300 bg-white" : "border-line bg-white",
            )}
          >
            <h3 className="text-xl font-semibold">{list.title}</h3>
            <ul role="list" className="mt-4 space-y-3">
              {list.items.map((item) => (
                <li key={item} className="flex gap-3 leading-snug">
                  <Mark
                    aria-hidden="true"
                    className={cn(
                      "mt-0.5 size-5 shrink-0",
                      included ? "text-brand-600" : "text-accent-600",
                    )}
                  />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
