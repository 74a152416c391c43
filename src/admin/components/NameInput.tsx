import type { Ref } from "react";
import { NAME_MAX } from "#src/lib/admin-contracts/limits.ts";
import { Input } from "../ui/Input.tsx";

type NameInputProps = {
  ref: Ref<HTMLInputElement>;
  value: string;
  error: string | undefined;
  onChange: (name: string) => void;
  disabled: boolean;
};

/** A category's or collection's 'Nome': required, as long as the server takes, focused by the form on an error. */
export function NameInput({ ref, value, error, onChange, disabled }: NameInputProps) {
  return (
    <Input
      ref={ref}
      label="Nome"
      required
      maxLength={NAME_MAX}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
    />
  );
}
