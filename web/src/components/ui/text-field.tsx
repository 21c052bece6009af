import type { ComponentProps } from "react";
import { FormField } from "./form-field";
import { Input } from "./input";

type TextFieldProps = Omit<ComponentProps<typeof Input>, "id"> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled input whose hint and error are announced with it, so nothing is conveyed by colour alone. */
export function TextField({ label, error, hint, className, required, ...inputProps }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <Input {...control} required={required} {...inputProps} />}
    </FormField>
  );
}
