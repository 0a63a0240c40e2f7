import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names, dropping falsy ones. It does not resolve conflicts
 * between Tailwind utilities (tailwind-merge would add about 8 kB gzip to
 * every page): pass classes that add to a component's own, and override a
 * base utility with a variant-scoped one (e.g. `max-sm:hidden`, which Tailwind
 * emits after the plain `inline-flex`).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
