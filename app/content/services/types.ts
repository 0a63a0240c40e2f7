/**
 * The shape of a service or care page: a hero and an ordered list of blocks.
 * Pages with the same shape are records of this type, rendered by
 * `app/sections/service-page.tsx`; adding a page is a data change.
 * Plain data only: no JSX, no React.
 */
import type { IconName } from "~/components/ui/icon";
import type { Action } from "../actions";
import type { Card } from "../types";

export interface PageHeroContent {
  /** Short line above the h1. */
  eyebrow?: string;
  /** The page's one h1. */
  title: string;
  /** A short subtitle right under the h1. */
  tagline?: string;
  lead: string;
  actions: readonly Action[];
}

/** A card: icon, title, text, features and an optional "Learn More" link. */
export type ContentCard = Card;

export interface ContentStep {
  title: string;
  description: string;
}

/** Fields every block with a visible h2 shares. */
interface TitledBlock {
  /** Optional in-page anchor; the h2 gets `${id}-heading`. */
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
}

/** Cards with an icon, a title, a text and an optional link (CardGrid). */
export interface CardsBlock extends TitledBlock {
  type: "cards";
  cards: readonly ContentCard[];
  columns?: 2 | 3 | 4;
}

/** A check-marked list of short items (CheckList). */
export interface ChecklistBlock extends TitledBlock {
  type: "checklist";
  items: readonly string[];
  columns?: 1 | 2 | 3;
}

/** Numbered steps, rendered as an ordered list (NumberedSteps). */
export interface StepsBlock extends TitledBlock {
  type: "steps";
  steps: readonly ContentStep[];
}

/** Paragraphs, optionally with a boxed list of key points and actions beside them. */
export interface ProseBlock extends TitledBlock {
  type: "prose";
  paragraphs: readonly string[];
  points?: { title: string; items: readonly string[] };
  actions?: readonly Action[];
}

/** Two or more side-by-side lists, e.g. what is and is not included. */
export interface ComparisonBlock extends TitledBlock {
  type: "comparison";
  lists: readonly { title: string; kind: "included" | "excluded"; items: readonly string[] }[];
}

/** Cards whose main purpose is their buttons, e.g. the two patient portals. */
export interface ActionCardsBlock extends TitledBlock {
  type: "action-cards";
  cards: readonly (Omit<ContentCard, "action"> & { actions: readonly Action[] })[];
}

/** Short facts with an optional action each, e.g. hours and phone. */
export interface FactsBlock extends TitledBlock {
  type: "facts";
  facts: readonly { icon: IconName; title: string; lines: readonly string[]; action?: Action }[];
}

/** A list of links, each with a line saying where it goes. */
export interface LinksBlock extends TitledBlock {
  type: "links";
  links: readonly { action: Action; description: string }[];
}

/** Questions and answers, all visible (no JavaScript needed). */
export interface FaqBlock extends TitledBlock {
  type: "faq";
  items: readonly { question: string; answer: string }[];
}

/**
 * The careful-medicine note (decision 9): contact the clinic to see if the
 * service is right for you; emergencies go to 911.
 */
export interface NoticeBlock {
  type: "notice";
  id?: string;
  title: string;
  /** Says to contact the clinic to see whether this is right for you. */
  rightForYou: string;
  /** Says that emergencies go to 911. */
  emergency: string;
  /** How to contact the clinic, shown as a text link. */
  action?: Action;
}

/** A call-to-action band on the brand colour. */
export interface CtaBlock {
  type: "cta";
  id?: string;
  title: string;
  text?: string;
  actions: readonly Action[];
}

export type ServiceBlock =
  | CardsBlock
  | ChecklistBlock
  | StepsBlock
  | ProseBlock
  | ComparisonBlock
  | ActionCardsBlock
  | FactsBlock
  | LinksBlock
  | FaqBlock
  | NoticeBlock
  | CtaBlock;

export type ServiceBlockType = ServiceBlock["type"];

export interface ServicePage {
  /** Literal route path from the spec's route table. */
  path: string;
  /** Title (without the clinic name) and description for the document head. */
  meta: { title: string; description: string };
  hero: PageHeroContent;
  /** Rendered in this order, after the hero. */
  sections: readonly ServiceBlock[];
}

/** A page for one service under /services/, with its card for the overview. */
export interface ServiceDetailPage extends ServicePage {
  /** How the service appears in the /services overview and other listings. */
  summary: { title: string; description: string; icon: IconName };
}
