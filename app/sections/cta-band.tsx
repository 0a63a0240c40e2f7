import type { Action } from "~/content/actions";
import { ActionRow } from "~/components/ui/action-link";
import { Section } from "./section";

/** A closing call to action on the brand colour. */
export function CtaBand({
  title,
  text,
  actions,
  id,
}: {
  title: string;
  text?: string;
  actions: readonly Action[];
  id?: string;
}) {
  return (
    <Section id={id} tone="brand" title={title} intro={text} align="center">
      <ActionRow actions={actions} inverse className="flex flex-wrap justify-center gap-3" />
    </Section>
  );
}
