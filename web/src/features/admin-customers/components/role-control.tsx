import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { PendingConfirmDialog } from "@/components/admin/pending-confirm-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { describeError } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useChangeRole } from "../api/change-role";
import { userRoles, type Customer, type UserRole } from "../types";
import { roleLabel } from "./role-label";
import { customerName } from "@/lib/erased-customer";

/** The account's role: choose another, confirm, and the user is signed out everywhere (the server ends her sessions). */
export function RoleControl({ customer, selfId }: { customer: Customer; selfId: string | undefined }) {
  const { t } = useI18n();
  const selectId = useId();
  const hintId = useId();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<UserRole>(customer.role);
  // A role changed (here or elsewhere) becomes the choice again; the control stays mounted, so its toasts still show.
  const [shownRole, setShownRole] = useState(customer.role);
  if (customer.role !== shownRole) {
    setShownRole(customer.role);
    setChosen(customer.role);
  }
  const [confirming, setConfirming] = useState(false);
  const change = useChangeRole();
  const roleName = t(roleLabel[chosen]);

  const confirm = () => {
    change.mutate(
      { userId: customer.id, role: chosen },
      {
        onSuccess: (changed) => {
          setConfirming(false);
          toast({ title: t("admin.customers.roleChanged", { name: changed.name, role: t(roleLabel[changed.role]) }) });
          // An admin who changed her own role has just been signed out too.
          if (changed.id === selfId) void navigate("/login", { replace: true });
        },
        onError: (error) => {
          setConfirming(false);
          toast({
            variant: "destructive",
            title: t("toast.error"),
            description: describeError(error, {
              t,
              fallback: "toast.error",
              byCode: { last_admin: "admin.customers.lastAdmin", user_not_found: "admin.customers.userGone" },
            }),
          });
        },
      },
    );
  };

  return (
    <div className="grid gap-2">
      <label htmlFor={selectId} className="text-sm font-semibold">
        {t("admin.customers.roleLabel")}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <select
          id={selectId}
          value={chosen}
          aria-describedby={hintId}
          onChange={(event) => setChosen(event.target.value as UserRole)}
          className="h-10 min-w-40 rounded-md border border-input bg-card px-3 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring md:text-sm"
        >
          {userRoles.map((role) => (
            <option key={role} value={role}>
              {t(roleLabel[role])}
            </option>
          ))}
        </select>
        <Button onClick={() => setConfirming(true)} disabled={chosen === customer.role || change.isPending}>
          {t("admin.customers.changeRole")}
        </Button>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t("admin.customers.roleHint")}
      </p>
      <PendingConfirmDialog
        open={confirming}
        title={t("admin.customers.confirmTitle")}
        description={t("admin.customers.confirmText", { name: customerName(customer.name, t), role: roleName })}
        cancelLabel={t("admin.customers.cancel")}
        confirmLabel={t("admin.customers.confirm")}
        pending={change.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
