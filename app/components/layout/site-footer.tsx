import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import { NEW_TAB, NewTabHint } from "~/components/ui/action-link";
import { Icon } from "~/components/ui/icon";
import { SocialIcon } from "~/components/ui/social-icon";
import { clinic, fullAddress, mailtoHref, telHref } from "~/content/clinic";
import {
  footerQuickLinks,
  footerServices,
  legalLinks,
  wellnessMenu,
  type NavLink,
} from "~/content/navigation";
import { hoursSummary } from "~/lib/hours";
import { useCurrentYear } from "~/lib/use-current-year";

const linkClasses =
  "inline-flex min-h-8 items-center text-brand-100 hover:text-white hover:underline";

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul role="list" className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={linkClasses}>
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Footer on every page (spec "Footer"). */
export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className="bg-brand-900 text-brand-50">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.3fr_1fr_1fr_1.3fr]">
        <div className="col-span-2 lg:col-span-1">
          <p className="text-lg font-bold text-white">{clinic.name}</p>
          <p className="mt-3 max-w-xs leading-relaxed text-brand-100">
            {clinic.tagline} in {clinic.address.area}, led by {clinic.physician.fullName}.
          </p>
          <h2 className="mt-6 text-sm font-semibold tracking-wide text-white uppercase">
            Certifications
          </h2>
          <ul role="list" className="mt-3 flex flex-wrap gap-2">
            {clinic.physician.credentials.map((credential) => (
              <li
                key={credential}
                className="inline-flex items-center gap-1.5 rounded-lg border border-brand-700 bg-brand-800 px-2.5 py-1.5 text-xs font-medium text-brand-50"
              >
                <Icon name="award" className="size-4 text-accent-300" />
                {credential}
              </li>
            ))}
          </ul>
        </div>

        <LinkColumn title="Services" links={footerServices} />

        <div className="space-y-8">
          <LinkColumn title="Quick Links" links={footerQuickLinks} />
          <LinkColumn title="Wellness" links={wellnessMenu.items} />
        </div>

        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <ul role="list" className="mt-4 space-y-3">
            <li>
              <a href={telHref(clinic.phone)} className="flex gap-3 hover:underline">
                <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
                <span>
                  <span className="sr-only">Phone: </span>
                  {clinic.phone.display}
                </span>
              </a>
            </li>
            <li>
              <a
                href={clinic.urls.spanishMessaging}
                {...NEW_TAB}
                className="flex gap-3 hover:underline"
              >
                <MessageCircle
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-accent-300"
                />
                <span>
                  {clinic.spanishPhone.display} <span lang="es">(Español, WhatsApp)</span>
                  <NewTabHint />
                </span>
              </a>
            </li>
            <li>
              <a href={mailtoHref(clinic.email)} className="flex gap-3 break-all hover:underline">
                <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
                <span>
                  <span className="sr-only">Email: </span>
                  {clinic.email}
                </span>
              </a>
            </li>
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
              <address className="not-italic">{fullAddress}</address>
            </li>
          </ul>
          <h3 className="mt-6 text-sm font-semibold tracking-wide text-white uppercase">Hours</h3>
          <ul role="list" className="mt-2 space-y-1 text-sm">
            {hoursSummary(clinic.hours).map((row) => (
              <li key={row.days}>
                <span className="font-medium text-white">{row.days}:</span> {row.hours}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="border-t border-brand-800">
        <div className="container-page flex flex-col gap-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <div>
            <p>
              © {year} {clinic.name}. All rights reserved.
            </p>
            <p className="mt-1 text-brand-100">
              In a medical emergency, call{" "}
              <a href="tel:911" className="font-semibold text-white underline">
                911
              </a>
              .
            </p>
          </div>
          <nav aria-label="Legal">
            <ul role="list" className="flex flex-wrap gap-x-5 gap-y-1">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className={linkClasses}>
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ul role="list" className="flex gap-2" aria-label="Social media">
            {clinic.social.map((social) => (
              <li key={social.network}>
                <a
                  href={social.url}
                  {...NEW_TAB}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-brand-800 text-white hover:bg-brand-700"
                >
                  <SocialIcon network={social.network} />
                  <span className="sr-only">
                    {clinic.shortName} on {social.network} (opens in a new tab)
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
