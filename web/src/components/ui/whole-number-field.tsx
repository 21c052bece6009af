import { type ComponentProps, useState } from "react";
import { wholeNumberFrom } from "@/lib/whole-number";
import { TextField } from "./text-field";

type WholeNumberFieldProps = Omit<ComponentProps<typeof TextField>, "value" | "onChange" | "type"> & {
  value: number;
  onValueChange: (value: number) => void;
};

/**
 * A number field for stock and positions. What is typed stays on screen: a number box reports "-" (the start of
 * "-3") as empty, and writing its value back as "0" turned "-3" into "03", a silent 3. The value is the typed whole
 * number (non-numbers 0, as the spec asks), so a negative one reaches the form's "must be 0 or greater"; on leaving the
 * field, what was typed is shown as the number it counts as (an emptied field reads 0).
 */
export function WholeNumberField({ value, onValueChange, onBlur, ...props }: WholeNumberFieldProps) {
  const [text, setText] = useState(() => String(value));
  // A value set from outside (a reset, a record loaded) shows as itself; the typed text stays while it means the value.
  const shown = wholeNumberFrom(text) === value ? text : String(value);
  return (
    <TextField
      type="number"
      step={1}
      inputMode="numeric"
      dir="ltr"
      {...props}
      value={shown}
      onChange={(event) => {
        setText(event.target.value);
        onValueChange(wholeNumberFrom(event.target.value));
      }}
      onBlur={(event) => {
        setText(String(value));
        onBlur?.(event);
      }}
    />
  );
}
