import { type DragEvent, type ReactNode, useState } from "react";
import { moveItem } from "../lib/ordered-list.ts";
import { IconButton } from "../ui/IconButton.tsx";
import { ArrowDownIcon, ArrowUpIcon, CloseIcon } from "../ui/icons.tsx";

/**
 * A list the administrator puts in order (a collection's drawings, its
 * articles): dragged by the mouse or a finger, or moved with 'Subir' and
 * 'Descer', which a keyboard reaches; a polite live region says where each
 * move left the item.
 */
/** The two buttons that move an item one place, for those who do not drag. */
const STEPS = [
  { by: -1, verb: "Subir", icon: <ArrowUpIcon /> },
  { by: 1, verb: "Descer", icon: <ArrowDownIcon /> },
];

export function OrderedItems<T extends { id: string; title: string }>({
  label,
  items,
  onChange,
  render,
  empty,
  disabled = false,
}: {
  /** What the list holds: 'Desenhos', 'Artigos' (named in the buttons and the announcements). */
  label: string;
  items: readonly T[];
  onChange(items: T[]): void;
  render(item: T): ReactNode;
  empty: string;
  disabled?: boolean;
}) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const move = (from: number, to: number) => {
    const moved = items[from];
    if (!moved || to < 0 || to >= items.length || from === to) return;
    onChange(moveItem(items, from, to));
    setAnnouncement(`"${moved.title}" agora é o ${to + 1}º de ${items.length}.`);
  };
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
    setOver(null);
  };

  return (
    <div>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">{empty}</p>
      ) : (
        <ol aria-label={label} className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {items.map((item, index) => (
            <li
              key={item.id}
              draggable={!disabled}
              onDragStart={(event) => {
                setDragged(index);
                event.dataTransfer.effectAllowed = "move";
              }}
              onDragOver={(event) => {
                event.preventDefault();
                setOver(index);
              }}
              onDragLeave={() => setOver((current) => (current === index ? null : current))}
              onDrop={(event) => drop(event, index)}
              onDragEnd={() => {
                setDragged(null);
                setOver(null);
              }}
              data-ordered-item={item.id}
              className={`flex items-center gap-3 bg-white p-2 ${over === index && dragged !== index ? "ring-2 ring-brand-500 ring-inset" : ""} ${dragged === index ? "opacity-50" : ""}`}
            >
              <span aria-hidden="true" className="cursor-grab px-1 text-slate-400 select-none" title="Arraste para ordenar">
                ⠿
              </span>
              <span className="w-6 text-right text-sm text-slate-500">{index + 1}</span>
              <div className="min-w-0 flex-1">{render(item)}</div>
              {STEPS.map(({ by, verb, icon }) => (
                <IconButton
                  key={verb}
                  onClick={() => move(index, index + by)}
                  disabled={disabled || !items[index + by]}
                  label={`${verb} "${item.title}"`}
                  title={verb}
                  icon={icon}
                />
              ))}
              <IconButton
                onClick={() => {
                  onChange(items.filter((other) => other.id !== item.id));
                  setAnnouncement(`"${item.title}" foi retirado da lista.`);
                }}
                disabled={disabled}
                label={`Remover "${item.title}" da coleção`}
                title="Remover"
                icon={<CloseIcon />}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
