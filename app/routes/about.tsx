import { Eye, Target } from "lucide-react";
import { FloatingCta } from "~/components/layout/floating-cta";
import { ActionRow } from "~/components/ui/action-link";
import {
  aboutCallsToAction,
  mission,
  story,
  values,
  vision,
  whyChooseIntro,
} from "~/content/about";
import { clinic } from "~/content/clinic";
import { pageMeta } from "~/lib/seo";
import { CardGrid } from "~/sections/card-grid";
import { CtaBand } from "~/sections/cta-band";
import { PageHero } from "~/sections/page-hero";
import { PhysicianBio } from "~/sections/physician-bio";
import { Section } from "~/sections/section";

export const meta = () =>
  pageMeta({
    title: "About Us",
    description: `Meet ${clinic.physician.name}, triple board-certified in family, lifestyle and obesity medicine, and learn the mission, vision and values behind ${clinic.name}.`,
    path: "/about",
  });

export default function About() {
  return (
    <>
      <PageHero
        eyebrow="About us"
        title={`About ${clinic.name}`}
        lead={`A physician-led practice in ${clinic.address.area}, caring for families with time, evidence and respect.`}
        actions={aboutCallsToAction.actions}
      />
      <Section id="mission" title="Our mission and vision">
        <div className="grid gap-6 md:grid-cols-2">
          {[
            { title: "Mission", text: mission, Icon: Target },
            { title: "Vision", text: vision, Icon: Eye },
          ].map(({ title, text, Icon }) => (
            <article key={title} className="rounded-card border border-line bg-brand-50 p-6 md:p-8">
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-3 text-2xl font-bold text-brand-900">{title}</h3>
              <p className="mt-3 text-lg leading-relaxed">{text}</p>
            </article>
          ))}
        </div>
      </Section>
      <Section id="story" tone="surface" title="Our story">
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
          {story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="why-choose-us" title="Why choose us" intro={whyChooseIntro}>
        <CardGrid cards={values} columns={4} />
      </Section>
      <Section id="physician" tone="surface" title="Your physician">
        <PhysicianBio full>
          <ActionRow actions={aboutCallsToAction.actions} />
        </PhysicianBio>
      </Section>
      <CtaBand
        title={aboutCallsToAction.title}
        text={aboutCallsToAction.text}
        actions={aboutCallsToAction.actions}
      />
      <FloatingCta />
    </>
  );
}
