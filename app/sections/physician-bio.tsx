import { BadgeCheck } from "lucide-react";
import type { ReactNode } from "react";
import { physicianBio } from "~/content/about";

/** The physician's photo slot, name, credentials and bio; `children` adds links below. */
export function PhysicianBio({
  headingLevel = "h3",
  full = false,
  children,
}: {
  headingLevel?: "h2" | "h3";
  /** The about page shows every paragraph; the home page only the summary. */
  full?: boolean;
  children?: ReactNode;
}) {
  const Heading = headingLevel;
  const { image } = physicianBio;
  return (
    <div className="grid items-center gap-8 rounded-card border border-line bg-white p-6 shadow-card md:grid-cols-[minmax(0,18rem)_1fr] md:p-10">
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading="lazy"
        decoding="async"
        className="mx-auto h-auto w-full max-w-60 rounded-2xl md:max-w-none"
      />
      <div>
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
          {physicianBio.role}
        </p>
        <Heading className="mt-1 text-2xl font-bold text-brand-900 md:text-3xl">
          {physicianBio.heading}
        </Heading>
        <p className="mt-4 text-lg leading-relaxed">{physicianBio.summary}</p>
        {full &&
          physicianBio.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-muted">
              {paragraph}
            </p>
          ))}
        <ul role="list" className="mt-5 grid gap-2 sm:grid-cols-2">
          {physicianBio.credentials.map((credential) => (
            <li key={credential} className="flex gap-2 text-sm font-medium">
              <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
              {credential}
            </li>
          ))}
        </ul>
        {children && <div className="mt-6">{children}</div>}
      </div>
    </div>
  );
}
