/** Shapes shared by content records and the sections that render them. */
import type { IconName } from "~/components/ui/icon";
import type { Action } from "./actions";

export interface Card {
  title: string;
  description?: string;
  icon?: IconName;
  features?: readonly string[];
  /** A "Learn More" style link at the foot of the card. */
  action?: Action;
}

/** A named image slot: a clinic drops in its own photo by changing `src` (decision 10). */
export interface ImageSlot {
  src: string;
  width: number;
  height: number;
  alt: string;
}
