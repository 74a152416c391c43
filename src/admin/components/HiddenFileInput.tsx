import type { Ref } from "react";

type HiddenFileInputProps = {
  ref: Ref<HTMLInputElement>;
  id: string;
  accept: string;
  multiple?: boolean;
  disabled: boolean;
  /** The hint and status beside the drop zone. */
  describedBy: string;
  invalid?: boolean;
  onFiles: (files: File[]) => void;
};

/**
 * The native file input behind a drop zone's button: it stays for file
 * pickers and assistive technology, out of sight and out of the tab order,
 * while the button is what people see. It is cleared once read, so the same
 * file can be chosen again after a failure.
 */
export function HiddenFileInput({ ref, id, accept, multiple, disabled, describedBy, invalid, onFiles }: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      id={id}
      type="file"
      multiple={multiple}
      tabIndex={-1}
      accept={accept}
      disabled={disabled}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onChange={(event) => {
        const files = [...(event.target.files ?? [])];
        event.target.value = "";
        if (files.length > 0) onFiles(files);
      }}
      className="sr-only"
    />
  );
}
