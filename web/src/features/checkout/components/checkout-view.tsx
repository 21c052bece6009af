import { ArrowLeftIcon, LoaderCircleIcon } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { describeError, serverFieldErrors } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { type PlacedOrder, useCreateOrder } from "../api/create-order";
import { placedOrderState } from "./thank-you-panel";
import { useCheckoutQuote } from "../hooks/use-checkout-quote";
import { useCodFee } from "../hooks/use-cod-fee";
import { useCoupon } from "../hooks/use-coupon";
import { useSavedAddresses } from "../hooks/use-saved-addresses";
import { createAttemptKeys } from "../lib/attempt-key";
import type { QuotedCart } from "../hooks/use-quoted-cart";
import type { CartLine } from "../lib/cart-lines";
import { type CodRefusal, codContextOf, codRefusalOf, codRefusalText } from "../lib/cod-check";
import { couponRefusalOf, couponRefusalText } from "../lib/coupon";
import { orderErrorCodes } from "../lib/order-errors";
import {
  emptyShipping,
  orderPayload,
  requiredShippingFields,
  type ShippingField,
  type ShippingValues,
  validateShipping,
} from "../lib/shipping";
import { CartCheckNotice } from "./cart-check-notice";
import { CodNotice } from "./cod-notice";
import { CouponField } from "./coupon-field";
import { OrderSummary } from "./order-summary";
import { PaymentMethod } from "./payment-method";
import { StoreCreditOption } from "./store-credit-option";
import { SaveAddressOption, SavedAddressPicker } from "./saved-address-picker";
import { ShippingFields } from "./shipping-fields";

interface CheckoutViewProps {
  lines: readonly CartLine[];
  /** What the store said of the cart as a whole: an order is not sent while it is blocked. */
  check: Omit<QuotedCart, "lines" | "forget">;
  /** undefined while the session is still being read. */
  signedIn: boolean | undefined;
  onPlaced: (order: PlacedOrder) => void;
}

export function CheckoutView({ lines, check, signedIn, onPlaced }: CheckoutViewProps) {
  const { t, format, locale } = useI18n();
  const navigate = useNavigate();
  const fee = useCodFee();
  const createOrder = useCreateOrder();
  const [values, setValues] = useState<ShippingValues>(emptyShipping);
  const [touched, setTouched] = useState<Partial<Record<ShippingField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const addressBook = useSavedAddresses(signedIn, values, setValues);
  const inputs = useRef<Partial<Record<ShippingField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const [keyForAttempt] = useState(createAttemptKeys);
  // Set synchronously on submit: the button's disabled state reaches the page a render later than a fast second click.
  const inFlight = useRef(false);
  const placed = useRef(false);
  const codNoticeId = useId();
  // The order as filled in, priced and judged by the store: its amounts (her emirate's delivery fee, the coupon she
  // applied) and the COD rules' verdict; a refusal met when placing it stands until the order changes.
  const asked = codContextOf(values, t, locale);
  const coupon = useCoupon(lines, asked);
  const [useCredit, setUseCredit] = useState(false);
  const cod = useCheckoutQuote(lines, asked, signedIn === true, coupon.applied, useCredit);
  const credit = cod.quote.data?.storeCredit ?? null;
  // Her credit is spent only while she has some and the box is ticked.
  const spendCredit = useCredit && credit !== null && credit.balance !== "0.00";
  const { couponRefusal } = cod;
  useEffect(() => {
    // The applied code stopped applying to the order as it now stands: it comes off, and she reads why.
    if (couponRefusal) coupon.drop(couponRefusal);
  }, [couponRefusal]); // eslint-disable-line react-hooks/exhaustive-deps
  const codKey = JSON.stringify([lines.map((line) => [line.productId, line.variantId, line.quantity]), cod.context]);
  const [placeRefusal, setPlaceRefusal] = useState<{ refusal: CodRefusal; key: string } | null>(null);
  const codRefusal = cod.refusal ?? (placeRefusal?.key === codKey ? placeRefusal.refusal : null);

  const sendToLogin = () => {
    toast({ title: t("checkout.loginRequired"), description: t("checkout.loginRequiredBody") });
    // She comes back to the checkout once signed in.
    navigate("/login?next=%2Fcheckout", { replace: true });
  };
  const sendToShop = () => {
    toast({ title: t("checkout.cartEmpty"), description: t("checkout.cartEmptyBody") });
    navigate("/shop", { replace: true });
  };

  // Spec §5, on arrival: a visitor goes to sign in, an empty cart back to the shop. After a successful order the cart
  // empties on purpose, which must not read as "Cart is empty".
  const blocked = signedIn === false ? "login" : lines.length === 0 ? "empty" : null;
  useEffect(() => {
    if (placed.current || signedIn === undefined || !blocked) return;
    if (blocked === "login") sendToLogin();
    else sendToShop();
    // Only a change in which check fails should toast again, not a new render of the same state.
  }, [blocked, signedIn]); // eslint-disable-line react-hooks/exhaustive-deps

  if (signedIn === undefined) {
    return (
      <p role="status" className="px-4 py-20 text-center text-muted-foreground">
        {t("common.loading")}
      </p>
    );
  }
  if (blocked) return null;

  const errors = validateShipping(values);
  const errorFor = (field: ShippingField) => {
    const key = errors[field];
    if (key && (touched[field] || submitted)) return t(key);
    return serverErrors[field];
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || createOrder.isPending) return;
    setSubmitted(true);
    if (!signedIn) return sendToLogin();
    if (lines.length === 0) return sendToShop();
    if (check.blocked || codRefusal) return;
    const firstInvalid = requiredShippingFields.find((field) => errors[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }

    const order = { ...orderPayload(lines, values, locale, coupon.applied), ...(spendCredit ? { useStoreCredit: true } : {}) };
    inFlight.current = true;
    createOrder.mutate(
      { order, idempotencyKey: keyForAttempt(JSON.stringify(order)) },
      {
        onSuccess: (placedOrder) => {
          placed.current = true;
          void addressBook.saveAfterOrder(values).then((done) => {
            if (!done) toast({ variant: "destructive", title: t("toast.error"), description: t("checkout.addressSaveFailed") });
          });
          onPlaced(placedOrder);
          toast({
            title: t("checkout.success"),
            description: t("checkout.successBody"),
            action: {
              label: t("account.orders.view", { number: String(placedOrder.orderNumber) }),
              onSelect: () => navigate(`/account/orders/${placedOrder.id}`),
            },
          });
          navigate("/", { replace: true, state: placedOrderState(placedOrder) });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return sendToLogin();
          // Stock or a product may have changed since the cart was checked: the lines say what, at once.
          check.retry();
          // The COD rules refused it (they changed since the last check, or her standing did): say why, as before.
          const refusedCod = codRefusalOf(error);
          if (refusedCod) {
            setPlaceRefusal({ refusal: refusedCod, key: codKey });
            cod.recheck();
          }
          // The coupon no longer applies (used up, expired meanwhile): it comes off, and the summary is priced without it.
          const refusedCoupon = couponRefusalOf(error);
          if (refusedCoupon) coupon.drop(refusedCoupon);
          // The server's phone rule is the form's own: say it in the shopper's language, beside the field.
          const badPhone = error instanceof ApiError && error.code === "invalid_phone" ? t("checkout.phoneInvalid") : undefined;
          setServerErrors({ ...serverFieldErrors(error), ...(badPhone ? { shippingPhone: badPhone } : {}) });
          toast({
            variant: "destructive",
            title: t("toast.error"),
            description:
              badPhone ??
              (refusedCod
                ? codRefusalText(refusedCod, t, format)
                : refusedCoupon
                  ? couponRefusalText(refusedCoupon, order.couponCode ?? "", t, format)
                  : describeError(error, { t, fallback: "checkout.failed", byCode: orderErrorCodes })),
          });
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  const pending = createOrder.isPending;
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6">
      <PageHeading title={t("page.checkout.title")} />
      <form noValidate onSubmit={onSubmit} className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid gap-6">
          <SavedAddressPicker
            saved={addressBook.saved}
            chosenId={addressBook.chosenId}
            onChoose={addressBook.choose}
            disabled={pending}
          />
          <ShippingFields
            values={values}
            errorFor={errorFor}
            disabled={pending}
            onChange={(field, value) => {
              setValues((current) => ({ ...current, [field]: value }));
              setServerErrors(({ [field]: _dropped, ...rest }) => rest);
            }}
            onBlur={(field) => setTouched((current) => ({ ...current, [field]: true }))}
            registerInput={(field, element) => {
              inputs.current[field] = element;
            }}
          />
          {addressBook.canSave ? (
            <SaveAddressOption checked={addressBook.saveNew} onChange={addressBook.setSaveNew} disabled={pending} />
          ) : null}
          <PaymentMethod />
        </div>
        <OrderSummary
          lines={lines}
          fee={fee}
          // Her order's own answer once there is one; until then the cart's, which prices it the same way.
          quote={cod.quote.data ? cod.quote : check.quote}
          showLines
          coupon={
            <>
              <CouponField coupon={coupon} disabled={pending} />
              {credit && credit.balance !== "0.00" ? (
                <StoreCreditOption balance={credit.balance} checked={useCredit} onChange={setUseCredit} disabled={pending} />
              ) : null}
            </>
          }
          storeCredit={spendCredit && cod.quote.data ? { applied: cod.quote.data.storeCredit?.applied ?? "0.00", amountDue: cod.quote.data.amountDue } : null}
        >
          <CartCheckNotice check={check} />
          <CodNotice refusal={codRefusal} id={codNoticeId} />
          <Button
            type="submit"
            size="lg"
            className="w-full"
            // Also while the amounts for what she just changed (emirate, coupon, lines) are on their way: the order
            // charges what the summary shows.
            disabled={pending || fee.status !== "ready" || check.blocked || codRefusal !== null || cod.updating || coupon.checking}
            aria-describedby={codRefusal ? codNoticeId : undefined}
          >
            {pending ? (
              <>
                <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
                {t("checkout.placing")}
              </>
            ) : (
              t("checkout.placeOrder")
            )}
          </Button>
          <Button asChild variant="link" className="h-auto justify-self-center p-0">
            <Link to="/cart">
              <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
              {t("checkout.backToCart")}
            </Link>
          </Button>
        </OrderSummary>
      </form>
    </div>
  );
}
