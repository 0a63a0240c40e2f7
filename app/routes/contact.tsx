import { ContactPageForm } from "~/components/forms/contact-page-form";
import { MapFrame } from "~/components/third-party/map-frame";
import { ActionRow } from "~/components/ui/action-link";
import { actions } from "~/content/actions";
import { clinic } from "~/content/clinic";
import { pageMeta } from "~/lib/seo";
import { ContactDetails } from "~/sections/contact-details";
import { PageHero } from "~/sections/page-hero";
import { Section } from "~/sections/section";

const contactActions = [actions.bookAppointment, actions.enrollDirectCare];

export const meta = () =>
  pageMeta({
    title: "Contact Us",
    description: `Call, email or visit ${clinic.name} in ${clinic.address.city}, ${clinic.address.region}. Office hours, directions, a Spanish-language line and a message form.`,
    path: "/contact",
  });

export default function Contact() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Contact Us"
        lead="Questions about care, membership or a visit? Call, email or send a message. We'll get back to you within 24 hours."
        actions={contactActions}
      />
      <Section id="reach-us" title="How to reach us">
        <div className="grid gap-8 lg:grid-cols-2">
          <ContactDetails />
          <div className="space-y-4">
            <MapFrame />
            <p className="text-muted">
              Need help finding us, or have accessibility needs for your visit? Call us before you
              come and we&rsquo;ll make sure you&rsquo;re looked after.
            </p>
          </div>
        </div>
      </Section>
      <Section
        id="message"
        tone="surface"
        title="Send us a message"
        intro="For appointments, please book online or call. In a medical emergency, call 911."
      >
        <div className="grid gap-8 lg:grid-cols-[1.3fr_0.7fr]">
          <div className="rounded-card border border-line bg-white p-6 shadow-card md:p-8">
            <ContactPageForm />
          </div>
          <aside
            aria-labelledby="ready-heading"
            className="self-start rounded-card bg-brand-800 p-6 text-white md:p-8"
          >
            <h3 id="ready-heading" className="text-2xl font-bold">
              Ready to book?
            </h3>
            <p className="mt-3 text-brand-50">
              Book a visit online, or enroll in our direct primary care membership.
            </p>
            <ActionRow actions={contactActions} inverse className="mt-6 grid gap-3" />
          </aside>
        </div>
      </Section>
    </>
  );
}
