import { type FormEvent, useState } from "react";
import { FormAlert } from "@/components/admin/form-alert";
import { FormDialog } from "@/components/admin/form-dialog";
import { notifyFailure, notifySuccess } from "@/components/admin/notify";
import { SubmitFooter } from "@/components/admin/submit-footer";
import { ApiError } from "@/lib/api-client";
import { describeWriteFailure, serverFieldErrors } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useCreateCoupon } from "../api/create-coupon";
import { useReviseCoupon } from "../api/revise-coupon";
import { type CouponFormErrors, couponErrorsFromServer, draftOf, emptyDraft, readCouponDraft } from "../lib/coupon-form";
import type { Coupon, CouponInput } from "../types";
import { CouponFields } from "./coupon-fields";

interface CouponFormDialogProps {
  open: boolean;
  /** The coupon edited; null creates one. */
  coupon: Coupon | null;
  onClose: () => void;
}

/** Creates a coupon or changes one's terms (never its code). */
export function CouponFormDialog({ open, coupon, onClose }: CouponFormDialogProps) {
  const { t } = useI18n();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={coupon ? t("couponsAdmin.editTitle", { code: coupon.code }) : t("couponsAdmin.createTitle")}
      description={t("couponsAdmin.formDescription")}
      className="sm:max-w-2xl"
    >
      {/* Keyed so each opening starts from the coupon as it now is. */}
      {open ? <CouponForm key={coupon?.id ?? "new"} coupon={coupon} onDone={onClose} /> : null}
    </FormDialog>
  );
}

function CouponForm({ coupon, onDone }: { coupon: Coupon | null; onDone: () => void }) {
  const { t } = useI18n();
  const create = useCreateCoupon();
  const revise = useReviseCoupon();
  const write = coupon ? revise : create;
  const [draft, setDraft] = useState(() => (coupon ? draftOf(coupon) : emptyDraft));
  const [errors, setErrors] = useState<CouponFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const refused = (error: unknown, input: CouponInput) => {
    if (error instanceof ApiError && error.code === "coupon_code_taken") {
      setErrors({ code: "couponsAdmin.error.codeTaken" });
      setFormError(t("couponsAdmin.fix"));
      return;
    }
    const paths = Object.keys(serverFieldErrors(error));
    if (paths.length > 0) {
      const fromServer = couponErrorsFromServer(paths, input);
      setErrors(fromServer.errors);
      setFormError(t(fromServer.other || Object.keys(fromServer.errors).length === 0 ? "couponsAdmin.error.invalid" : "couponsAdmin.fix"));
      return;
    }
    setFormError(describeWriteFailure(error, t));
    notifyFailure(t, error);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The code of a coupon being edited is its own, whatever shape older codes had.
    const read = readCouponDraft(coupon ? { ...draft, code: coupon.code } : draft);
    if ("errors" in read) {
      setErrors(read.errors);
      setFormError(t("couponsAdmin.fix"));
      return;
    }
    setErrors({});
    setFormError(null);
    const input = read.input;
    const done = {
      onSuccess: () => {
        notifySuccess(t, coupon ? "couponsAdmin.saved" : "couponsAdmin.created");
        onDone();
      },
      onError: (error: unknown) => refused(error, input),
    };
    if (coupon) {
      const { code: _code, ...change } = input;
      revise.mutate({ id: coupon.id, change }, done);
    } else create.mutate(input, done);
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate data-testid="coupon-form">
      <CouponFields
        draft={draft}
        errors={errors}
        editing={coupon !== null}
        disabled={write.isPending}
        onChange={(next) => {
          setDraft(next);
          setFormError(null);
        }}
      />
      <FormAlert message={formError} />
      <SubmitFooter label={t(coupon ? "couponsAdmin.save" : "couponsAdmin.create")} pending={write.isPending} onCancel={onDone} />
    </form>
  );
}
