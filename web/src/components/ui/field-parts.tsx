import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

/** A field's label, with the star that marks it required (the star is decoration: `required` says it to readers). */
export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <Label htmlFor={htmlFor}>
      {children}
      {required ? (
        <span aria-hidden="true" className="ms-0.5 text-destructive">
          *
        </span>
      ) : null}
    </Label>
  );
}

/** A field's error, referenced by the control's aria-describedby so it is announced with it. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {children}
    </p>
  );
}
