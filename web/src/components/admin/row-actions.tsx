import { PencilIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";

/** Icon buttons whose accessible names carry the record's name, so a screen reader hears which row they act on. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useI18n();
  return (
    <div className="flex items-center gap-1">
      <Button variant="ghost" size="icon" title={t("admin.catalog.editItem", { name })} onClick={onEdit}>
        <PencilIcon aria-hidden="true" />
        <span className="sr-only">{t("admin.catalog.editItem", { name })}</span>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        title={t("admin.catalog.deleteItem", { name })}
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={onDelete}
      >
        <Trash2Icon aria-hidden="true" />
        <span className="sr-only">{t("admin.catalog.deleteItem", { name })}</span>
      </Button>
    </div>
  );
}
