import { ChevronDownIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { FormField } from "./form-field";

type SelectFieldProps = Omit<ComponentProps<"select">, "id"> & {
  label: string;
  error?: string;
  /** The first, empty choice ("Choose…"): left selected, the field reads as not filled in. */
  placeholder: string;
  options: readonly { value: string; label: string }[];
};

/**
 * A labelled native select, styled like the text fields. Native on purpose: a phone opens its own picker, and
 * keyboard and screen reader use need nothing of ours.
 */
export function SelectField({ label, error, placeholder, options, className, required, ...selectProps }: SelectFieldProps) {
  return (
    <FormField label={label} error={error} required={required} className={className}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            required={required}
            className="flex h-10 w-full min-w-0 appearance-none rounded-md border border-input bg-card ps-3 pe-9 py-2 text-base shadow-xs transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm"
            {...selectProps}
          >
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDownIcon
            aria-hidden="true"
            className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
        </div>
      )}
    </FormField>
  );
}
