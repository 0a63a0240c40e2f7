import { clinic } from "~/content/clinic";
import { formatHours } from "~/lib/hours";
import { cn } from "~/lib/class-names";

/** Opening hours from the clinic profile, Monday first. */
export function HoursTable({
  className,
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  return (
    <dl
      className={cn(
        "grid grid-cols-[auto_1fr] gap-x-6",
        compact ? "gap-y-1 text-sm" : "gap-y-2",
        className,
      )}
    >
      {clinic.hours.map((entry) => (
        <div key={entry.day} className="contents">
          <dt className="font-medium">{entry.label}</dt>
          <dd className="text-right tabular-nums sm:text-left">{formatHours(entry)}</dd>
        </div>
      ))}
    </dl>
  );
}
