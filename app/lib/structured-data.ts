import { clinic } from "~/content/clinic";

const dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** schema.org MedicalClinic description of the clinic, for search engines. */
export function clinicJsonLd() {
  const data = {
    "@context": "https://schema.org",
    "@type": "MedicalClinic",
    name: clinic.name,
    url: clinic.siteUrl,
    telephone: clinic.phone.e164,
    email: clinic.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: clinic.address.street,
      addressLocality: clinic.address.city,
      addressRegion: clinic.address.region,
      postalCode: clinic.address.postalCode,
      addressCountry: clinic.address.country,
    },
    openingHoursSpecification: clinic.hours
      .filter((h) => h.opens && h.closes)
      .map((h) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: dayNames[h.day],
        opens: h.opens,
        closes: h.closes,
      })),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: clinic.reviews.rating.toFixed(1),
      reviewCount: clinic.reviews.count,
    },
    sameAs: clinic.social.map((s) => s.url),
  };
  // "<" escaped so the JSON can never close the script element.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
