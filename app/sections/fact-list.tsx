import type { Action } from "~/content/actions";
import { ActionLink } from "~/components/ui/action-link";
import { Icon, type IconName } from "~/components/ui/icon";

export interface Fact {
  icon: IconName;
  title: string;
  lines: readonly string[];
  action?: Action;
}

/** Short practical facts (hours, phone, email), each in a small card. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <ul role="list" className="grid gap-5 md:grid-cols-3">
      {facts.map((fact) => (
        <li key={fact.title} className="rounded-card border border-line bg-white p-6 shadow-card">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={fact.icon} className="size-5" />
            </span>
            <h3 className="text-lg font-semibold">{fact.title}</h3>
          </div>
          <ul role="list" className="mt-3 space-y-1 text-muted">
            {fact.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {fact.action && (
            <p className="mt-2 break-words">
              <ActionLink action={fact.action} variant="text" icon={false} />
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
