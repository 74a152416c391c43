import { Badge } from "../ui/Badge.tsx";

/** Read-only tags as chips. */
export function TagList({ tags, label }: { tags: readonly string[]; label: string }) {
  if (tags.length === 0) return <p className="text-sm text-slate-600">Nenhuma tag.</p>;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="brand">{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}
