import type { DifficultyTier } from "../lib/colouring/difficulty.ts";
import { badgeClass, badgeText } from "../lib/difficulty-badge.ts";

/** The React twin of src/components/DifficultyBadge.astro (a card's size), for the search results. */
export default function DifficultyBadge({ tier }: { tier: DifficultyTier | null }) {
  if (!tier) return null;
  const label = badgeText(tier);
  return (
    <span className={badgeClass(tier, "card")} data-difficulty={tier}>
      <span>{label.name}</span> <span className="font-semibold">· {label.ages}</span>
    </span>
  );
}
