import { useState } from "react";

/**
 * The state of a form's image field (ImageUpload): the file chosen, whether
 * the current image is to be removed, whether the chosen file is still being
 * checked (saving waits for it), and the field's message. `uploadProps`
 * wires an ImageUpload to it (choosing another file clears the message);
 * `removalProps` adds its 'Remover imagem' where the form offers it.
 */
export function useImageField() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [removed, setRemoved] = useState(false);
  const [checking, setChecking] = useState(false);
  return {
    file,
    removed,
    checking,
    setError,
    uploadProps: {
      file,
      error,
      onFileChange: (chosen: File | null) => {
        setFile(chosen);
        setError(undefined);
      },
      onBusyChange: setChecking,
    },
    removalProps: { removed, onRemovedChange: setRemoved },
  };
}
