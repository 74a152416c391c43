import { useId, useState } from "react";
import { TAG_MAX } from "#src/lib/admin-contracts/limits.ts";
import { FIELDS } from "#src/lib/admin-contracts/messages.ts";
import { addTag, removeTag } from "#src/lib/admin-contracts/tags.ts";
import { Button } from "../ui/Button.tsx";
import { controlClass } from "../ui/Field.tsx";
import { CloseIcon, PlusIcon } from "../ui/icons.tsx";

/**
 * Tags as removable chips. A tag is added with the button or Enter (which
 * does not submit the form), trimmed, never empty and never twice.
 */
type TagInputProps = {
  tags: string[];
  onChange: (tags: string[]) => void;
  label?: string;
  disabled?: boolean;
  /** A message about the tags from the server. */
  error?: string | undefined;
};

export function TagInput({ tags, onChange, label = "Tags", disabled = false, error }: TagInputProps) {
  const [text, setText] = useState("");
  const [message, setMessage] = useState("");
  const id = useId();
  const inputId = `tag-input${id}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  function add() {
    const result = addTag(tags, text);
    if (result.added) {
      onChange(result.tags);
      setText("");
      setMessage("");
    } else {
      setMessage(result.reason === "duplicate" ? FIELDS.tagDuplicate : "");
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setMessage("");
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
          placeholder="Digite uma tag e pressione Enter"
          maxLength={TAG_MAX}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          className={controlClass}
        />
        <Button variant="secondary" onClick={add} disabled={disabled || text.trim() === ""}>
          <PlusIcon />
          Adicionar
        </Button>
      </div>
      <p id={hintId} aria-live="polite" className={message ? "text-sm font-medium text-amber-800" : "text-xs text-slate-600"}>
        {message || "Pressione Enter ou clique em Adicionar. Tags repetidas são ignoradas."}
      </p>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {tags.length > 0 && (
        <ul aria-label={`${label} adicionadas`} className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800 ring-1 ring-brand-200"
            >
              {tag}
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(removeTag(tags, tag))}
                aria-label={`Remover tag "${tag}"`}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
