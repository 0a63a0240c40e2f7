import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * The visitor's current year (decision 8). The prerendered HTML carries the
 * build year; right after hydration React swaps in the browser's year, so an
 * old build never shows a stale copyright and hydration never mismatches.
 */
export function useCurrentYear() {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
