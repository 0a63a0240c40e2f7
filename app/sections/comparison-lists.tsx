import { cn } from "~/lib/class-names";
import { CheckList } from "./check-list";

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
        return (
          <div
            key={list.title}
            className={cn(
              "rounded-card border p-6 shadow-card md:p-8",
              included ? "border-brand-300 bg-white" : "border-line bg-white",
            )}
          >
            <h3 className="text-xl font-semibold">{list.title}</h3>
            <CheckList items={list.items} mark={included ? "check" : "minus"} className="mt-4" />
          </div>
        );
      })}
    </div>
  );
}
