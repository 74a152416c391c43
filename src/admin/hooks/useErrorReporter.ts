import { useCallback } from "react";
import { isAbort, isApiError } from "../lib/api.ts";
import { useToast } from "../ui/Toast.tsx";

/**
 * Shows the spec's error toast for a failed call, except when the call was
 * cancelled (the screen moved on) or answered 401 (the session expired and the
 * app is already going back to the login screen).
 */
export function useErrorReporter(): (error: unknown, message: string) => void {
  const toast = useToast();
  return useCallback(
    (error: unknown, message: string) => {
      if (isAbort(error) || isApiError(error, 401)) return;
      console.error(message, error);
      toast.error(message);
    },
    [toast],
  );
}
