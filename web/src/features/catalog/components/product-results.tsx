/** What a category or a search shows when nothing at all matches it. */
export function EmptyResults({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="grid justify-items-center gap-1 rounded-xl border border-dashed px-6 py-14 text-center">
      <p className="text-lg font-semibold">{title}</p>
      {hint ? <p className="text-muted-foreground">{hint}</p> : null}
    </div>
  );
}
