import { type SubmitEvent, useState } from "react";
import type { z } from "zod";
import { isApiError } from "../lib/api.ts";
import { type FieldErrors, refusedSave, validateForm } from "../lib/validation.ts";
import { useNavigate } from "../router.tsx";
import { useToast } from "../ui/Toast.tsx";
import { useErrorReporter } from "./useErrorReporter.ts";
import { useImageField } from "./useImageField.ts";

/**
 * The save of an edit screen with an image (a drawing, a category): the
 * form is checked with the contract's schema first (the first wrong field
 * gets the focus), then sent with its image; once saved, back to the list
 * with the spec's toast. A refusal puts the server's messages on their
 * fields and on the image; a row deleted meanwhile (404) goes back to the
 * list; anything else is the generic toast, the form kept as typed.
 */
export function useSaveForm<Schema extends z.ZodType<Record<string, unknown>>>({
  schema,
  fields,
  editing,
  listPath,
  messages,
  save,
  focusInvalid,
}: {
  schema: Schema;
  /** The fields whose messages the server's 422 may carry. */
  fields: readonly (keyof z.infer<Schema> & string)[];
  editing: boolean;
  listPath: string;
  messages: { saved: string; notFound: string; failed: string };
  save: (data: z.infer<Schema>, image: { file: File | null; removed: boolean }) => Promise<unknown>;
  focusInvalid: (errors: FieldErrors<z.infer<Schema>>) => void;
}) {
  type Values = z.infer<Schema>;
  const navigate = useNavigate();
  const toast = useToast();
  const reportError = useErrorReporter();
  const image = useImageField();
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>, values: Values) {
    event.preventDefault();
    const result = validateForm(schema, values);
    if (!result.ok) {
      setErrors(result.errors);
      focusInvalid(result.errors);
      return;
    }
    setErrors({});
    image.setError(undefined);
    setSaving(true);
    try {
      await save(result.data, { file: image.file, removed: image.removed });
      toast.success(messages.saved);
      navigate(listPath);
    } catch (error) {
      setSaving(false);
      if (isApiError(error, 404) && editing) {
        toast.error(messages.notFound);
        navigate(listPath, { replace: true });
        return;
      }
      const refused = refusedSave<Values>(isApiError(error) ? error : null, fields);
      if (refused) {
        setErrors(refused.fields);
        image.setError(refused.image);
      }
      reportError(error, messages.failed);
    }
  }

  return { errors, setErrors, saving, image, submit };
}
