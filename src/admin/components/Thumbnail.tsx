import { useState } from "react";
import { cardUrlFor } from "#src/lib/urls.ts";
import { ImageIcon } from "../ui/icons.tsx";

/**
 * A row's small image: the stored card variant, falling back to the full
 * image if there is none. Decorative (alt=""), since the row's title sits
 * next to it.
 */
export function Thumbnail({ src }: { src: string | null }) {
  // 0: the card variant, 1: the full image, 2: neither loads.
  const [failures, setFailures] = useState(0);
  if (!src || failures > 1) {
    return (
      <span className="flex size-12 items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 text-slate-400">
        <ImageIcon className="size-5" />
      </span>
    );
  }
  return (
    <img
      src={failures === 0 ? (cardUrlFor(src) ?? src) : src}
      onError={() => setFailures((count) => count + 1)}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      className="size-12 rounded-md border border-slate-200 bg-white object-contain"
    />
  );
}
