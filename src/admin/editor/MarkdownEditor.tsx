import { type KeyboardEvent, useId, useMemo, useRef, useState } from "react";
import { type ArticleLengthRating, articleMetrics, wordCountLabel } from "#src/admin/lib/article-metrics.ts";
import { createMarkdownRenderer, type MarkdownRenderer } from "#src/lib/markdown.ts";
import { MARKDOWN_PROBLEMS, MarkdownComplexityError } from "#src/lib/markdown-limits.ts";
import { readingTimeLabel } from "#src/lib/reading-time.ts";
import { Button } from "../ui/Button.tsx";
import { cn } from "../ui/cn.ts";
import { FieldError } from "../ui/Field.tsx";
import { EyeIcon, PencilIcon } from "../ui/icons.tsx";
import { applyEditToTextarea } from "./apply-to-textarea.ts";
import { EditorToolbar } from "./EditorToolbar.tsx";
import { type MarkdownCommand, runMarkdownCommand } from "./markdown-commands.ts";
import { shortcutCommand } from "./shortcuts.ts";
// The public article's body styles, so the preview looks as the page will.
import "#src/styles/prose.css";

/** Spec section 9: the editor shows 15 rows by default. */
export const EDITOR_DEFAULT_ROWS = 15;

const EMPTY_PREVIEW = "Nenhum conteúdo para visualizar";

const LENGTH_TONE: Record<ArticleLengthRating, string> = {
  "below-minimum": "text-amber-800",
  "meets-minimum": "text-slate-700",
  "above-ideal": "text-green-800",
};

// The public page's renderer over the browser's own window, made on first use.
let renderer: MarkdownRenderer | undefined;
type Preview = { html: string; problem: null } | { html: null; problem: string };
/** The preview, or why the public page could not show this content (the server refuses it on save with the same sentence). */
function renderPreview(markdown: string): Preview {
  renderer ??= createMarkdownRenderer(window);
  try {
    return { html: renderer(markdown), problem: null };
  } catch (error) {
    return { html: null, problem: error instanceof MarkdownComplexityError ? error.message : MARKDOWN_PROBLEMS.failed() };
  }
}
const NO_PREVIEW: Preview = { html: "", problem: null };

export type MarkdownEditorProps = {
  value: string;
  onChange: (value: string) => void;
  id?: string | undefined;
  label?: string;
  rows?: number;
  /** A message about the content (the server's 422), shown under the field and linked to it. */
  error?: string | undefined;
};

/**
 * The article content field: markdown in a textarea with a formatting
 * toolbar and Ctrl/Cmd+B, I, K; a preview rendered exactly as the public
 * page renders it; and the word count, reading time and length advice below.
 * Formatting goes through the browser's editing (see apply-to-textarea.ts),
 * so Ctrl+Z undoes it.
 */
export function MarkdownEditor({
  value,
  onChange,
  id,
  label = "Conteúdo",
  rows = EDITOR_DEFAULT_ROWS,
  error,
}: MarkdownEditorProps) {
  const generated = useId();
  const textareaId = id ?? `markdown${generated}`;
  const metricsId = `${textareaId}-metrics`;
  const errorId = `${textareaId}-error`;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [previewing, setPreviewing] = useState(false);
  const metrics = useMemo(() => articleMetrics(value), [value]);
  const preview = useMemo(() => (previewing && value.trim() !== "" ? renderPreview(value) : NO_PREVIEW), [previewing, value]);

  function run(command: MarkdownCommand) {
    const element = textarea.current;
    if (!element) return;
    const { value: current, selectionStart, selectionEnd } = element;
    applyEditToTextarea(element, runMarkdownCommand(command, { value: current, selectionStart, selectionEnd }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const command = shortcutCommand(event);
    if (command === null) return;
    event.preventDefault();
    run(command);
  }

  return (
    <div className="space-y-1.5">
      <div className="flex items-end justify-between gap-3">
        <label htmlFor={textareaId} className="block text-sm font-semibold text-slate-800">
          {label}
        </label>
        <Button variant="secondary" size="sm" onClick={() => setPreviewing(!previewing)}>
          {previewing ? <PencilIcon /> : <EyeIcon />}
          {previewing ? "Editar" : "Visualizar"}
        </Button>
      </div>
      <div className="overflow-hidden rounded-lg border border-slate-300 bg-white shadow-sm">
        {!previewing && <EditorToolbar controls={textareaId} onCommand={run} />}
        {/* Hidden, not unmounted, while previewing: unmounting would lose the undo history. */}
        <textarea
          ref={textarea}
          id={textareaId}
          rows={rows}
          value={value}
          hidden={previewing}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={error ? `${metricsId} ${errorId}` : metricsId}
          aria-invalid={error ? true : undefined}
          spellCheck
          className="block w-full resize-y border-0 bg-white px-3 py-2 font-mono text-sm leading-relaxed text-slate-900"
        />
        {previewing &&
          (preview.problem !== null ? (
            <p role="alert" className="px-4 py-10 text-center text-sm font-medium text-red-700">
              {preview.problem}
            </p>
          ) : preview.html === "" ? (
            <p className="px-4 py-10 text-center text-sm text-slate-600">{EMPTY_PREVIEW}</p>
          ) : (
            <section
              aria-label={`Visualização: ${label}`}
              className="prose-rabisco max-h-[70vh] overflow-y-auto px-4 py-3 text-lg"
              // The shared renderer's output is sanitised by DOMPurify (src/lib/markdown.ts).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML, the same the public page shows
              dangerouslySetInnerHTML={{ __html: preview.html }}
            />
          ))}
      </div>
      <p id={metricsId} className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
        <span>{wordCountLabel(metrics.words)}</span>
        <span aria-hidden="true">·</span>
        <span>{readingTimeLabel(metrics.readingMinutes)}</span>
        <span aria-hidden="true">·</span>
        <span className={cn("font-semibold", LENGTH_TONE[metrics.length])}>{metrics.lengthMessage}</span>
      </p>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
