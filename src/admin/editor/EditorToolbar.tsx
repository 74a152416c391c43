import { type ComponentType, Fragment, type KeyboardEvent, useRef, useState } from "react";
import {
  BoldIcon,
  CodeBlockIcon,
  CodeIcon,
  Heading1Icon,
  Heading2Icon,
  Heading3Icon,
  HorizontalRuleIcon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  QuoteIcon,
  StrikethroughIcon,
} from "../ui/icons.tsx";
import type { MarkdownCommand } from "./markdown-commands.ts";
import { SHORTCUTS } from "./shortcuts.ts";
import { rovingFocusIndex, TOOLBAR_GROUPS, TOOLBAR_ITEMS, toolbarTitle } from "./toolbar.ts";

const ICONS: Record<MarkdownCommand, ComponentType<{ className?: string }>> = {
  bold: BoldIcon,
  italic: ItalicIcon,
  strikethrough: StrikethroughIcon,
  heading1: Heading1Icon,
  heading2: Heading2Icon,
  heading3: Heading3Icon,
  bulletList: ListIcon,
  numberedList: ListOrderedIcon,
  link: LinkIcon,
  image: ImageIcon,
  quote: QuoteIcon,
  inlineCode: CodeIcon,
  codeBlock: CodeBlockIcon,
  horizontalRule: HorizontalRuleIcon,
};

type EditorToolbarProps = {
  /** The textarea the buttons format. */
  controls: string;
  onCommand: (command: MarkdownCommand) => void;
};

/**
 * The formatting buttons as one WAI-ARIA toolbar: a single tab stop (the
 * last button used), arrow keys, Home and End to move between buttons.
 */
export function EditorToolbar({ controls, onCommand }: EditorToolbarProps) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = rovingFocusIndex(event.key, active, TOOLBAR_ITEMS.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  }

  let index = 0;
  return (
    <div
      role="toolbar"
      aria-label="Formatação do conteúdo"
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 p-1"
    >
      {TOOLBAR_GROUPS.map((group, groupIndex) => (
        <Fragment key={group[0]?.command}>
          {groupIndex > 0 && <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-300" />}
          {group.map((item) => {
            const position = index++;
            const Icon = ICONS[item.command];
            return (
              <button
                key={item.command}
                ref={(button) => {
                  buttons.current[position] = button;
                }}
                type="button"
                tabIndex={position === active ? 0 : -1}
                aria-label={item.label}
                title={toolbarTitle(item)}
                aria-keyshortcuts={item.shortcut ? SHORTCUTS[item.shortcut].ariaKeyShortcuts : undefined}
                onFocus={() => setActive(position)}
                onClick={() => onCommand(item.command)}
                className="inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-200 hover:text-slate-900"
              >
                <Icon className="size-4" />
              </button>
            );
          })}
        </Fragment>
      ))}
    </div>
  );
}
