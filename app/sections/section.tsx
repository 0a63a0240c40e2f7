import { useId, type ReactNode } from "react";
import { cn } from "~/lib/class-names";

export type SectionTone = "white" | "surface" | "brand";

const tones: Record<SectionTone, string> = {
  white: "bg-white",
  surface: "bg-surface",
  brand: "bg-brand-800 text-white",
};

interface SectionProps {
  id?: string;
  /** Visible heading (an h2). Every section has one so the outline reads well. */
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: SectionTone;
  align?: "left" | "center";
  children?: ReactNode;
  className?: string;
}

/**
 * The id of a section's h2, for aria-labelledby: "<section id>-heading" when
 * the section has an id (stable for in-page links and tests), else a
 * generated one.
 */
export function useHeadingId(sectionId?: string) {
  const generatedId = useId();
  return sectionId ? `${sectionId}-heading` : generatedId;
}

/** A page band: consistent vertical rhythm, container width and h2 heading. */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  tone = "white",
  align = "left",
  children,
  className,
}: SectionProps) {
  const headingId = useHeadingId(id);
  const onBrand = tone === "brand";
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("py-14 md:py-20", tones[tone], className)}
    >
      <div className="container-page">
        <header className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
          {eyebrow && (
            <p
              className={cn(
                "mb-2 text-sm font-semibold tracking-wide uppercase",
                onBrand ? "text-accent-100" : "text-accent-700",
              )}
            >
              {eyebrow}
            </p>
          )}
          <h2 id={headingId} className="text-3xl font-bold tracking-tight md:text-4xl">
            {title}
          </h2>
          {intro && (
            <div
              className={cn(
                "mt-4 text-lg leading-relaxed",
                onBrand ? "text-brand-50" : "text-muted",
              )}
            >
              {intro}
            </div>
          )}
        </header>
        {children && <div className="mt-10">{children}</div>}
      </div>
    </section>
  );
}
