import type { ReactNode } from "react";
import type { Action } from "~/content/actions";
import { ActionRow } from "~/components/ui/action-link";

/** The top of every inner page: the page's one h1, a lead, and its main actions. */
export function PageHero({
  eyebrow,
  title,
  tagline,
  lead,
  actions = [],
  children,
}: {
  eyebrow?: string;
  title: string;
  /** Optional subtitle right under the h1. */
  tagline?: string;
  lead?: string;
  actions?: readonly Action[];
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white pt-12 pb-14 md:pt-20 md:pb-20">
      <div className="container-page">
        <div className="max-w-3xl">
          {eyebrow && (
            <p className="mb-3 text-sm font-semibold tracking-wide text-accent-700 uppercase">
              {eyebrow}
            </p>
          )}
          <h1 className="text-4xl font-bold tracking-tight text-brand-900 md:text-5xl">{title}</h1>
          {tagline && (
            <p className="mt-3 text-xl font-semibold text-brand-700 md:text-2xl">{tagline}</p>
          )}
          {lead && <p className="mt-5 text-lg leading-relaxed text-muted md:text-xl">{lead}</p>}
          {actions.length > 0 && (
            <ActionRow actions={actions} className="mt-8 flex flex-wrap gap-3" />
          )}
          {children}
        </div>
      </div>
    </section>
  );
}
