import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { HoursTable } from "~/components/layout/hours-table";
import { OpenStatusBadge } from "~/components/layout/open-status";
import { NEW_TAB, NewTabHint } from "~/components/ui/action-link";
import { clinic, fullAddress, mailtoHref, telHref } from "~/content/clinic";

function InfoCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-card border border-line bg-white p-5 shadow-card">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-brand-900">{title}</h3>
        <div className="mt-1 text-muted">{children}</div>
      </div>
    </li>
  );
}

const linkClasses =
  "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 break-words";

/**
 * The clinic's contact facts as cards: phone, email, address, the Spanish
 * messaging line and hours with an open-now badge. Used on / and /contact.
 */
export function ContactDetails({ showSpanishLine = true }: { showSpanishLine?: boolean }) {
  return (
    <ul role="list" className="grid content-start gap-4">
      <InfoCard icon={<Phone aria-hidden="true" className="size-5" />} title="Call us">
        <a href={telHref(clinic.phone)} className={linkClasses}>
          {clinic.phone.display}
        </a>
      </InfoCard>
      {showSpanishLine && (
        <InfoCard
          icon={<MessageCircle aria-hidden="true" className="size-5" />}
          title="Spanish-language line"
        >
          <p lang="es">Se habla español: mensajes y llamadas.</p>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            <a href={telHref(clinic.spanishPhone)} className={linkClasses}>
              {clinic.spanishPhone.display}
            </a>
            <a href={clinic.urls.spanishMessaging} {...NEW_TAB} className={linkClasses}>
              WhatsApp
              <NewTabHint />
            </a>
          </p>
        </InfoCard>
      )}
      <InfoCard icon={<Mail aria-hidden="true" className="size-5" />} title="Email">
        <a href={mailtoHref(clinic.email)} className={linkClasses}>
          {clinic.email}
        </a>
      </InfoCard>
      <InfoCard icon={<MapPin aria-hidden="true" className="size-5" />} title="Visit us">
        <address className="not-italic">{fullAddress}</address>
        <a
          href={clinic.urls.mapDirections}
          {...NEW_TAB}
          className={`${linkClasses} mt-1 inline-block`}
        >
          Get directions
          <NewTabHint />
        </a>
      </InfoCard>
      <InfoCard icon={<Clock aria-hidden="true" className="size-5" />} title="Office hours">
        <OpenStatusBadge className="mb-2" />
        <HoursTable compact className="text-ink" />
      </InfoCard>
    </ul>
  );
}
