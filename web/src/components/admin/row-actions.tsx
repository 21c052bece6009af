import { PencilIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";

interface RowActionsProps {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /**
   * Why the record cannot be deleted now, as the ids of the elements that say so: the delete button stays in its
   * place and in the tab order, marked unavailable, and a screen reader reads those elements as its description.
   */
  deleteBlockedBy?: string;
  /** The same reason as a tooltip for a pointer. */
  deleteBlockedReason?: string;
}

/** Icon buttons whose accessible names carry the record's name, so a screen reader hears which row they act on. */
export function RowActions({ name, onEdit, onDelete, deleteBlockedBy, deleteBlockedReason }: RowActionsProps) {
  const { t } = useI18n();
  const blocked = deleteBlockedBy !== undefined;
  return (
    <div className="flex items-center gap-1">
      <Button variant="ghost" size="icon" title={t("admin.catalog.editItem", { name })} onClick={onEdit}>
        <PencilIcon aria-hidden="true" />
        <span className="sr-only">{t("admin.catalog.editItem", { name })}</span>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        title={blocked ? deleteBlockedReason : t("admin.catalog.deleteItem", { name })}
        className={
          blocked
            ? "cursor-not-allowed text-muted-foreground opacity-50 hover:bg-transparent hover:text-muted-foreground"
            : "text-destructive hover:bg-destructive/10 hover:text-destructive"
        }
        aria-disabled={blocked || undefined}
        aria-describedby={deleteBlockedBy}
        onClick={blocked ? undefined : onDelete}
      >
        <Trash2Icon aria-hidden="true" />
        <span className="sr-only">{t("admin.catalog.deleteItem", { name })}</span>
      </Button>
    </div>
  );
}
