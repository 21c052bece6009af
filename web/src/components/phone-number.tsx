import { cn } from "@/lib/utils";
import { personalField } from "@/lib/erased-customer";
import { formatPhone } from "@/lib/uae-phone";

/**
 * A phone as every page shows it: in its local form with Western digits ("050 123 4567", the same in both
 * languages), left to right inside a right-to-left page so its groups keep their order; "-" once erased.
 */
export function PhoneNumber({ phone, className }: { phone: string | null | undefined; className?: string }) {
  if (phone === undefined) return null;
  return (
    <span dir="ltr" className={cn("tabular-nums", className)}>
      {personalField(formatPhone(phone ?? ""))}
    </span>
  );
}
