import { CircleCheck } from "lucide-react";
import { cn } from "~/lib/class-names";

/** A list of short items with check marks, in one or two columns. */
export function CheckList({
  items,
  columns = 2,
  className,
}: {
  items: readonly string[];
  columns?: 1 | 2 | 3;
  className?: string;
}) {
  return (
    <ul
      role="list"
      className={cn(
        "grid gap-x-8 gap-y-3",
        columns >= 2 && "sm:grid-cols-2",
        columns === 3 && "lg:grid-cols-3",
        className,
      )}
    >
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed">
          <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
