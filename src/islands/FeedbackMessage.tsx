import type { Feedback } from "./share-and-save.ts";

/**
 * The line under 'Compartilhar' and 'Salvar' that says what happened, for
 * screen readers too (a polite live region); empty, it keeps its height, so
 * nothing moves when a message comes or goes.
 */
export default function FeedbackMessage({ feedback, className }: { feedback: Feedback; className: string }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={`${className} text-sm font-bold data-[tone=error]:text-red-700`}
      data-feedback
      data-tone={feedback ? (feedback.error ? "error" : "ok") : undefined}
    >
      {feedback?.message ?? ""}
    </p>
  );
}
