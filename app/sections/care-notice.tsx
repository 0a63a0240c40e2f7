import { Info, Siren } from "lucide-react";
import type { Action } from "~/content/actions";
import { ActionLink } from "~/components/ui/action-link";
import { useHeadingId } from "./section";

/**
 * The careful-medicine note (decision 9): whether a service is right for you,
 * and that emergencies go to 911. A quiet callout, not a page band.
 */
export function CareNotice({
  id,
  title,
  rightForYou,
  emergency,
  action,
}: {
  id?: string;
  title: string;
  rightForYou: string;
  emergency: string;
  action?: Action;
}) {
  const headingId = useHeadingId(id);
  return (
    <section id={id} aria-labelledby={headingId} className="bg-white py-10 md:py-14">
      <div className="container-page">
        <div className="mx-auto flex max-w-4xl flex-col gap-4 rounded-card border border-accent-300 bg-accent-50 p-6 sm:flex-row md:gap-6 md:p-8">
          <span className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-white text-accent-700 sm:inline-flex">
            <Info aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 id={headingId} className="text-xl font-bold text-ink md:text-2xl">
              {title}
            </h2>
            <p className="mt-2 leading-relaxed">
              {rightForYou}
              {action && (
                <>
                  {" "}
                  <ActionLink action={action} variant="text" icon={false} />
                </>
              )}
            </p>
            <p className="mt-3 flex gap-2 leading-relaxed font-semibold">
              <Siren aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
              <span>{emergency}</span>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
