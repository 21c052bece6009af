import type { ComponentProps } from "react";
import { FormField as Field } from "@/components/ui/form-field";
import { cn } from "@/lib/utils";

export type { FieldControlProps } from "@/components/ui/form-field";

/** The back office's forms set a textarea, select or switch beside text fields; its label stays at the top of the row. */
export function FormField({ className, ...props }: ComponentProps<typeof Field>) {
  return <Field className={cn("content-start", className)} {...props} />;
}
