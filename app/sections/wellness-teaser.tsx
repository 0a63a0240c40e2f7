import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ActionRow } from "~/components/ui/action-link";
import { wellness } from "~/content/home";
import { Section } from "./section";

/** Home: three links to the wellness pages and a booking/call panel. */
export function WellnessTeaser() {
  return (
    <Section id="wellness" eyebrow={wellness.eyebrow} title={wellness.title} intro={wellness.intro}>
      <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
        <ul role="list" className="grid gap-4">
          {wellness.links.map((item) => (
            <li key={item.title}>
              <Link
                to={item.action.to}
                className="group flex items-center justify-between gap-4 rounded-card border border-line bg-white p-5 shadow-card hover:border-brand-300"
              >
                <span>
                  <span className="block text-lg font-semibold text-brand-900">
                    {item.action.label}
                  </span>
                  <span className="mt-1 block text-muted">{item.description}</span>
                </span>
                <ArrowRight
                  aria-hidden="true"
                  className="size-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
                />
              </Link>
            </li>
          ))}
        </ul>
        <div className="rounded-card bg-brand-800 p-6 text-white shadow-card md:p-8">
          <h3 className="text-2xl font-bold">{wellness.panel.title}</h3>
          <p className="mt-3 leading-relaxed text-brand-50">{wellness.panel.text}</p>
          <ActionRow
            actions={wellness.panel.actions}
            inverse
            className="mt-6 flex flex-wrap gap-3"
          />
        </div>
      </div>
    </Section>
  );
}
