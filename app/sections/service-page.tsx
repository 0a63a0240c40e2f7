import type { ServiceBlock, ServicePage } from "~/content/services/types";
import { ActionCardGrid } from "./action-card-grid";
import { CardGrid } from "./card-grid";
import { CareNotice } from "./care-notice";
import { CheckList } from "./check-list";
import { ComparisonLists } from "./comparison-lists";
import { CtaBand } from "./cta-band";
import { FactList } from "./fact-list";
import { FaqList } from "./faq-list";
import { LinkList } from "./link-list";
import { NumberedSteps } from "./numbered-steps";
import { PageHero } from "./page-hero";
import { ProseBlock } from "./prose-block";
import { Section, type SectionTone } from "./section";

/**
 * Renders a service or care page record: the hero with the page's one h1,
 * then each block in order. Bands alternate white and surface so that
 * neighbouring sections stay distinct; notices and calls to action keep
 * their own look.
 */
export function ServicePageView({ page }: { page: ServicePage }) {
  let banded = 0;
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        tagline={page.hero.tagline}
        lead={page.hero.lead}
        actions={page.hero.actions}
      />
      {page.sections.map((block, index) => {
        const key = `${block.type}-${index}`;
        if (block.type === "notice") return <CareNotice key={key} {...block} />;
        if (block.type === "cta") return <CtaBand key={key} {...block} />;
        const tone: SectionTone = banded++ % 2 === 0 ? "white" : "surface";
        return <BlockSection key={key} block={block} tone={tone} />;
      })}
    </>
  );
}

type BandBlock = Exclude<ServiceBlock, { type: "notice" | "cta" }>;

function BlockSection({ block, tone }: { block: BandBlock; tone: SectionTone }) {
  return (
    <Section
      id={block.id}
      eyebrow={block.eyebrow}
      title={block.title}
      intro={block.intro}
      tone={tone}
    >
      <BlockBody block={block} />
    </Section>
  );
}

function BlockBody({ block }: { block: BandBlock }) {
  switch (block.type) {
    case "cards":
      return <CardGrid cards={block.cards} columns={block.columns ?? 3} />;
    case "checklist":
      return <CheckList items={block.items} columns={block.columns ?? 2} />;
    case "steps":
      return <NumberedSteps steps={block.steps} />;
    case "prose":
      return (
        <ProseBlock paragraphs={block.paragraphs} points={block.points} actions={block.actions} />
      );
    case "comparison":
      return <ComparisonLists lists={block.lists} />;
    case "action-cards":
      return <ActionCardGrid cards={block.cards} />;
    case "facts":
      return <FactList facts={block.facts} />;
    case "links":
      return <LinkList links={block.links} />;
    case "faq":
      return <FaqList items={block.items} />;
  }
}
