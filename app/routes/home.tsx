import { FloatingCta } from "~/components/layout/floating-cta";
import { HomeContactForm } from "~/components/forms/home-contact-form";
import { ActionLink } from "~/components/ui/action-link";
import { mission, values } from "~/content/about";
import { aboutIntro, contactIntro, homeMeta, serviceCards, servicesIntro } from "~/content/home";
import { pageMeta } from "~/lib/seo";
import { CardGrid } from "~/sections/card-grid";
import { CareModels } from "~/sections/care-models";
import { ContactDetails } from "~/sections/contact-details";
import { HomeHero } from "~/sections/home-hero";
import { PhysicianBio } from "~/sections/physician-bio";
import { Section } from "~/sections/section";
import { WellnessTeaser } from "~/sections/wellness-teaser";

export const meta = () => pageMeta(homeMeta);

export default function Home() {
  return (
    <>
      <HomeHero />
      <Section id="about" eyebrow={aboutIntro.eyebrow} title={aboutIntro.title} intro={mission}>
        <CardGrid cards={values} columns={4} />
        <div className="mt-10">
          <PhysicianBio>
            <ActionLink
              action={{ kind: "internal", label: "Learn More", to: "/about" }}
              variant="outline"
            >
              Learn More<span className="sr-only"> about us</span>
            </ActionLink>
          </PhysicianBio>
        </div>
      </Section>
      <Section
        id="services"
        tone="surface"
        eyebrow={servicesIntro.eyebrow}
        title={servicesIntro.title}
        intro={servicesIntro.intro}
      >
        <CardGrid cards={serviceCards} columns={4} />
      </Section>
      <WellnessTeaser />
      <CareModels />
      <Section
        id="contact"
        eyebrow={contactIntro.eyebrow}
        title={contactIntro.title}
        intro={contactIntro.intro}
      >
        <div className="grid gap-8 lg:grid-cols-[0.9fr_1.1fr]">
          <ContactDetails showSpanishLine={false} />
          <div className="rounded-card border border-line bg-white p-6 shadow-card md:p-8">
            <h3 className="mb-6 text-2xl font-bold text-brand-900">Send us a message</h3>
            <HomeContactForm />
          </div>
        </div>
      </Section>
      <FloatingCta />
    </>
  );
}
