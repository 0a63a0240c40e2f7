import { clinic } from "~/content/clinic";

export interface PageMeta {
  /** Page title without the clinic name; the home page passes the full title. */
  title: string;
  description: string;
  /** Literal route path, e.g. "/services/wound-care". */
  path: string;
}

/** The document title: "Wound Care Services | Cedar Ridge Family Medicine & Wellness". */
export function documentTitle(title: string) {
  return title.includes(clinic.name) ? title : `${title} | ${clinic.name}`;
}

/** Meta descriptors for a route's `meta` export: title, description, canonical, Open Graph. */
export function pageMeta({ title, description, path }: PageMeta) {
  const fullTitle = documentTitle(title);
  const url = new URL(path, clinic.siteUrl).href;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: clinic.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
  ];
}
