import { MapPinIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { PhoneNumber } from "@/components/phone-number";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import {
  addressErrorCodes,
  emirateNames,
  type AddressInput,
  type SavedAddress,
  useAddresses,
  useDeleteAddress,
  useSaveAddress,
  useUpdateAddress,
} from "@/lib/addresses";
import { describeError, serverFieldErrors } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { emptyAddress, valuesOf } from "../lib/address-form";
import { AddressForm } from "./address-form";

type Editing = { kind: "new" } | { kind: "edit"; address: SavedAddress } | null;

/** Her saved addresses: the default first in meaning (badged), each editable, deletable or made the default. */
export function AddressBook() {
  const { t, locale } = useI18n();
  const addresses = useAddresses();
  const save = useSaveAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const failed = (error: unknown) => {
    setServerErrors(serverFieldErrors(error));
    toast({
      variant: "destructive",
      title: t("toast.error"),
      description: describeError(error, { t, fallback: "addresses.failed", byCode: addressErrorCodes }),
    });
  };
  const saved = () => {
    setEditing(null);
    setServerErrors({});
    toast({ title: t("addresses.saved") });
  };
  const submit = (input: AddressInput) => {
    if (editing?.kind === "edit") update.mutate({ id: editing.address.id, changes: input }, { onSuccess: saved, onError: failed });
    else save.mutate(input, { onSuccess: saved, onError: failed });
  };

  if (addresses.isPending) return <p role="status" className="text-muted-foreground">{t("common.loading")}</p>;
  if (addresses.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 rounded-xl border border-dashed p-8 text-center">
        <p className="text-muted-foreground">{t("account.loadFailed")}</p>
        <Button variant="outline" onClick={() => void addresses.refetch()}>
          {t("account.retry")}
        </Button>
      </div>
    );
  }

  const list = addresses.data;
  return (
    <div className="grid gap-4">
      {editing ? (
        <AddressForm
          key={editing.kind === "edit" ? editing.address.id : "new"}
          title={t(editing.kind === "edit" ? "addresses.editTitle" : "addresses.addTitle")}
          initial={editing.kind === "edit" ? valuesOf(editing.address) : { ...emptyAddress, isDefault: list.length === 0 }}
          offerDefault={editing.kind === "new" ? list.length > 0 : !editing.address.isDefault}
          pending={save.isPending || update.isPending}
          serverErrors={serverErrors}
          onSubmit={submit}
          onCancel={() => {
            setEditing(null);
            setServerErrors({});
          }}
        />
      ) : (
        <Button className="justify-self-start" onClick={() => setEditing({ kind: "new" })}>
          <PlusIcon aria-hidden="true" />
          {t("addresses.add")}
        </Button>
      )}
      {list.length === 0 && !editing ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
          <MapPinIcon aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="text-muted-foreground">{t("addresses.empty")}</p>
        </div>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {list.map((address) => (
          <li key={address.id} data-testid="saved-address" className="grid gap-3 rounded-xl border bg-card p-4">
            <div className="grid gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-bold">{address.name}</span>
                {address.isDefault ? <Badge>{t("addresses.default")}</Badge> : null}
              </div>
              <p className="text-sm text-muted-foreground">
                {[address.addressLine1, address.addressLine2, t(emirateNames[address.city])].filter(Boolean).join(locale === "ar" ? "، " : ", ")}
              </p>
              <p className="text-sm text-muted-foreground">
                <PhoneNumber phone={address.phone} />
              </p>
            </div>
            <div role="group" aria-label={t("addresses.actionsFor", { name: address.name })} className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => setEditing({ kind: "edit", address })}>
                {t("addresses.edit")}
              </Button>
              {!address.isDefault ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={update.isPending}
                  onClick={() =>
                    update.mutate({ id: address.id, changes: { isDefault: true } }, { onSuccess: saved, onError: failed })
                  }
                >
                  {t("addresses.makeDefault")}
                </Button>
              ) : null}
              <AlertDialog>
                <AlertDialogTrigger asChild>
                  <Button size="sm" variant="outline" className="text-destructive">
                    {t("addresses.delete")}
                  </Button>
                </AlertDialogTrigger>
                <AlertDialogContent>
                  <AlertDialogHeader>
                    <AlertDialogTitle>{t("addresses.deleteTitle")}</AlertDialogTitle>
                    <AlertDialogDescription>{t("addresses.deleteBody")}</AlertDialogDescription>
                  </AlertDialogHeader>
                  <AlertDialogFooter>
                    <AlertDialogCancel>{t("addresses.cancel")}</AlertDialogCancel>
                    <AlertDialogAction
                      onClick={() =>
                        remove.mutate(address.id, {
                          onSuccess: () => toast({ title: t("addresses.deleted") }),
                          onError: failed,
                        })
                      }
                    >
                      {t("addresses.delete")}
                    </AlertDialogAction>
                  </AlertDialogFooter>
                </AlertDialogContent>
              </AlertDialog>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
