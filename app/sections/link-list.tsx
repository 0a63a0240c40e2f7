import { ArrowRight } from "lucide-react";
import type { Action } from "~/content/actions";
import { ActionLink } from "~/components/ui/action-link";

const linkClasses =
  "inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 [&_svg]:size-4";

/** A grid of links, each with a line saying where it leads. */
export function LinkList({ links }: { links: readonly { action: Action; description: string }[] }) {
  return (
    <ul role="list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {links.map(({ action, description }) => (
        <li key={action.label} className="rounded-card border border-line bg-white p-5 shadow-card">
          <p className="flex items-center gap-2">
            <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            <ActionLink action={action} variant="text" className={linkClasses} />
          </p>
          <p className="mt-1 pl-6 text-muted">{description}</p>
        </li>
      ))}
    </ul>
  );
}
