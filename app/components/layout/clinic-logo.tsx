import { clinic } from "~/content/clinic";

/** Word mark with a simple cross-and-leaf mark; decorative SVG, the name is text. */
export function ClinicLogo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" className="shrink-0">
        <rect width="40" height="40" rx="10" fill={inverse ? "#ffffff" : "#134a49"} />
        <path d="M17 8h6v9h9v6h-9v9h-6v-9H8v-6h9z" fill={inverse ? "#134a49" : "#ffffff"} />
        <circle cx="31" cy="31" r="4" fill="#d9823a" />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className={`text-[1.05rem] font-bold ${inverse ? "text-white" : "text-brand-900"}`}>
          {clinic.shortName}
        </span>
        <span className={`text-xs font-medium ${inverse ? "text-brand-100" : "text-muted"}`}>
          {clinic.name.replace(clinic.shortName, "").trim()}
        </span>
      </span>
    </span>
  );
}
