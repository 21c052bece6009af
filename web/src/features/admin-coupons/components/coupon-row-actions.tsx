import { PencilIcon, PowerIcon, PowerOffIcon } from "lucide-react";
import { notifyFailure, notifySuccess } from "@/components/admin/notify";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { useReviseCoupon } from "../api/revise-coupon";
import type { Coupon } from "../types";

/** Edit a coupon, or switch it off and on again (a coupon is never deleted: its uses stay on the orders). */
export function CouponRowActions({ coupon, onEdit }: { coupon: Coupon; onEdit: (coupon: Coupon) => void }) {
  const { t } = useI18n();
  const revise = useReviseCoupon();
  const toggle = () =>
    revise.mutate(
      { id: coupon.id, change: { active: !coupon.active } },
      {
        onSuccess: (saved) => notifySuccess(t, saved.active ? "couponsAdmin.activated" : "couponsAdmin.deactivated"),
        onError: (error) => notifyFailure(t, error),
      },
    );
  return (
    <div className="flex flex-wrap gap-2 md:flex-nowrap">
      <Button
        variant="outline"
        size="sm"
        className="min-h-11 md:min-h-9"
        aria-label={t("couponsAdmin.editCoupon", { code: coupon.code })}
        onClick={() => onEdit(coupon)}
      >
        <PencilIcon aria-hidden="true" />
        {t("couponsAdmin.edit")}
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="min-h-11 md:min-h-9"
        aria-label={t(coupon.active ? "couponsAdmin.deactivateCoupon" : "couponsAdmin.activateCoupon", { code: coupon.code })}
        disabled={revise.isPending}
        onClick={toggle}
      >
        {coupon.active ? <PowerOffIcon aria-hidden="true" /> : <PowerIcon aria-hidden="true" />}
        {t(coupon.active ? "couponsAdmin.deactivate" : "couponsAdmin.activate")}
      </Button>
    </div>
  );
}
