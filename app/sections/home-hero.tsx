import { ActionLink } from "~/components/ui/action-link";
import { Icon } from "~/components/ui/icon";
import { actions } from "~/content/actions";
import { hero } from "~/content/home";

/** Home page hero: headline, Schedule Consultation and the three highlights. */
export function HomeHero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-accent-50">
      <div className="container-page grid items-center gap-10 py-14 md:py-24 lg:grid-cols-[1.15fr_0.85fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            {hero.eyebrow}
          </p>
          <h1 className="mt-3 text-4xl leading-tight font-bold tracking-tight text-brand-900 sm:text-5xl lg:text-6xl">
            {hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted md:text-xl">
            {hero.lead}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ActionLink action={hero.primaryAction} size="lg" />
            <ActionLink action={actions.callClinic} variant="outline" size="lg" />
          </div>
        </div>
        <ul role="list" className="grid gap-4">
          {hero.highlights.map((highlight) => (
            <li
              key={highlight.text}
              className="flex items-start gap-4 rounded-card border border-line bg-white/90 p-5 shadow-card"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon name={highlight.icon} className="size-5" />
              </span>
              <div>
                <p className="font-semibold text-ink">{highlight.text}</p>
                {"action" in highlight && (
                  <ActionLink
                    action={highlight.action}
                    variant="text"
                    icon={false}
                    className="mt-1 inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
