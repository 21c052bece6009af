import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/*
 * Below 768 px (the admin's phone breakpoint) a table's rows become cards, one under another, each cell on its own
 * line with its column's name beside it (`label`), so no column (status, stock, actions) is left off-screen. The
 * roles are written out because a table laid out as blocks loses its table semantics in some browsers.
 */

/** On wider screens the wrapper scrolls sideways, so wide tables never widen the page itself. */
export function Table({ className, ...props }: ComponentProps<"table">) {
  return (
    <div
      data-slot="table-container"
      className="relative w-full overflow-x-auto rounded-xl border bg-card max-md:overflow-visible max-md:rounded-none max-md:border-0 max-md:bg-transparent"
    >
      <table role="table" data-slot="table" className={cn("w-full caption-bottom text-sm max-md:block", className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  // On a phone the column names move into the cells; the header row stays for screen readers only.
  return <thead role="rowgroup" className={cn("bg-muted/60 max-md:sr-only [&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return (
    <tbody
      role="rowgroup"
      className={cn("max-md:flex max-md:flex-col max-md:gap-3 md:[&_tr:last-child]:border-0", className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr
      role="row"
      className={cn(
        "border-b transition-colors hover:bg-muted/40 max-md:flex max-md:flex-col max-md:gap-2.5 max-md:rounded-xl max-md:border max-md:bg-card max-md:p-4 max-md:shadow-xs",
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      role="columnheader"
      scope="col"
      className={cn(
        "h-11 whitespace-nowrap px-3 text-start align-middle text-xs font-bold uppercase tracking-wide text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

type TableCellProps = ComponentProps<"td"> & {
  /** The column's name, shown beside the value when the row is a card (phones); leave out for the row's title. */
  label?: string;
};

export function TableCell({ className, label, ...props }: TableCellProps) {
  return (
    <td
      role="cell"
      data-label={label}
      className={cn(
        "px-3 py-3 align-middle max-md:block max-md:min-w-0 max-md:p-0",
        "max-md:data-[label]:grid max-md:data-[label]:grid-cols-[7.5rem_minmax(0,1fr)] max-md:data-[label]:items-center max-md:data-[label]:gap-3",
        "max-md:data-[label]:before:text-xs max-md:data-[label]:before:font-bold max-md:data-[label]:before:text-muted-foreground max-md:data-[label]:before:content-[attr(data-label)]",
        className,
      )}
      {...props}
    />
  );
}

export function TableCaption({ className, ...props }: ComponentProps<"caption">) {
  return <caption className={cn("mt-3 text-sm text-muted-foreground", className)} {...props} />;
}
