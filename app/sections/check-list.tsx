import { CircleCheck, CircleMinus } from "lucide-react";
import { cn } from "~/lib/class-names";

const marks = {
  check: { Icon: CircleCheck, colour: "text-brand-600" },
  minus: { Icon: CircleMinus, colour: "text-accent-600" },
} as const;

/**
 * Short items each with a mark (a check, or a minus for "not included"), in
 * one to three columns. Every marked list on the site is this component.
 */
export function CheckList({
  items,
  columns = 1,
  mark = "check",
  className,
}: {
  items: readonly string[];
  columns?: 1 | 2 | 3;
  mark?: keyof typeof marks;
  className?: string;
}) {
  const { Icon, colour } = marks[mark];
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
        <li key={item} className="flex gap-3 leading-snug">
          <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", colour)} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
