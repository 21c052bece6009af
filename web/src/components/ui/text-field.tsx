import { type ComponentProps, useId } from "react";
import { FieldError, FieldLabel } from "./field-parts";
import { cn } from "@/lib/utils";
import { Input } from "./input";

type TextFieldProps = Omit<ComponentProps<typeof Input>, "id"> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled input whose hint and error are announced with it, so nothing is conveyed by colour alone. */
export function TextField({ label, error, hint, className, required, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-2", className)}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <Input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
