import { useEffect, useState } from "react";
import { clinic } from "~/content/clinic";
import { openStatus, type OpenStatus } from "~/lib/hours";
import { cn } from "~/lib/class-names";

/**
 * "Open now / Closed" badge. Computed in the browser after hydration (the
 * prerendered HTML has no time in it) and refreshed every minute.
 */
export function OpenStatusBadge({ className }: { className?: string }) {
  const [status, setStatus] = useState<OpenStatus | null>(null);

  useEffect(() => {
    const update = () => setStatus(openStatus(new Date(), clinic.hours, clinic.timeZone));
    update();
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <p role="status" className={cn("min-h-7", className)}>
      {status && (
        <span
          className={cn(
            "inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold",
            status.isOpen ? "bg-brand-50 text-brand-800" : "bg-accent-50 text-accent-700",
          )}
        >
          <span
            aria-hidden="true"
            className={cn("size-2 rounded-full", status.isOpen ? "bg-brand-600" : "bg-accent-600")}
          />
          {status.text}
        </span>
      )}
    </p>
  );
}
