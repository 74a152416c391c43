import { type DragEvent, useState } from "react";

/**
 * A drop zone for files (the image field, automatic publishing's uploads): a
 * pointer shortcut beside the button that opens the file picker. Files only,
 * and none while `disabled`; `dragging` says when something hovers over it.
 * Spread `zone` on the element that takes the drop.
 */
export function useFileDrop({ disabled, onFiles }: { disabled: boolean; onFiles: (files: File[]) => void }) {
  const [dragging, setDragging] = useState(false);
  const zone = {
    "data-drop-zone": true,
    "data-dragging": dragging || undefined,
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (disabled || !event.dataTransfer.types.includes("Files")) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "copy";
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setDragging(false);
      const files = [...event.dataTransfer.files];
      if (files.length > 0 && !disabled) onFiles(files);
    },
  };
  return { dragging, zone };
}
