import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { LoadMore } from "@/components/admin/load-more";
import { EmptyState, LoadFailedState, LoadingState } from "@/components/admin/query-status";
import { type OrderColumn, OrderTable } from "@/components/order-table";
import { PhoneContact } from "@/components/admin/phone-contact";
import { PrintSlipLink } from "@/components/print-slip-link";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ApiError } from "@/lib/api-client";
import { customerName, personalField } from "@/lib/erased-customer";
import { useI18n } from "@/lib/i18n";
import { formatAmount } from "@/lib/money";
import { useCustomer, useCustomerOrders } from "../api/get-customer";
import type { Customer } from "../types";
import { CodStanding } from "./cod-standing";
import { EraseControl } from "./erase-control";
import { RoleControl } from "./role-control";

/** One account: who she is, her figures, her role, her cash-on-delivery standing, and her orders page by page. */
export function CustomerProfile({ id, selfId }: { id: string; selfId: string | undefined }) {
  const { t } = useI18n();
  const customer = useCustomer(id);
  return (
    <section>
      <Button asChild variant="outline" size="sm" className="mb-4">
        <Link to="/admin/customers">
          <ArrowLeftIcon aria-hidden="true" className="rtl:rotate-180" />
          {t("admin.customers.back")}
        </Link>
      </Button>
      {customer.isPending ? (
        <LoadingState message="admin.customers.detailLoading" />
      ) : customer.isError ? (
        customer.error instanceof ApiError && customer.error.status === 404 ? (
          <EmptyState message="admin.customers.notFound" />
        ) : (
          <LoadFailedState message="admin.customers.detailFailed" onRetry={() => void customer.refetch()} />
        )
      ) : (
        <>
          <AdminPageHeader title={customerName(customer.data.name, t)} />
          <CustomerFigures customer={customer.data} />
          <CustomerPhones phones={customer.data.phones} />
          <Card className="mb-6">
            <CardContent className="pt-6">
              <RoleControl customer={customer.data} selfId={selfId} />
            </CardContent>
          </Card>
          <CodStanding customer={customer.data} />
          <EraseControl customer={customer.data} selfId={selfId} />
          <h2 className="mb-3 text-lg font-bold">{t("admin.customers.orders")}</h2>
          <CustomerOrders id={id} />
        </>
      )}
    </section>
  );
}

function CustomerFigures({ customer }: { customer: Customer }) {
  const { t, format } = useI18n();
  const figures: [string, string, boolean?][] = [
    [t("admin.customers.col.email"), personalField(customer.email), true],
    [t("admin.customers.col.orders"), format.number(customer.ordersCount)],
    [t("admin.customers.col.spent"), t("orders.amountAed", { amount: formatAmount(customer.totalSpent) })],
    [t("admin.customers.col.lastOrder"), customer.lastOrderAt ? format.date(customer.lastOrderAt) : t("admin.customers.never")],
    [t("admin.customers.col.joined"), format.date(customer.createdAt)],
  ];
  return (
    <dl className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {figures.map(([label, value, ltr]) => (
        <div key={label} className="rounded-xl border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="mt-1 break-all font-semibold" dir={ltr ? "ltr" : undefined}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The numbers her latest orders went to, each to call or to message on WhatsApp; nothing when she has none. */
function CustomerPhones({ phones }: { phones: readonly string[] }) {
  const { t } = useI18n();
  if (phones.length === 0) return null;
  return (
    <section aria-labelledby="customer-phones" className="mb-6 rounded-xl border bg-card p-4" data-testid="customer-phones">
      <h2 id="customer-phones" className="text-sm text-muted-foreground">
        {t("admin.customers.phones")}
      </h2>
      <ul className="mt-1 grid gap-1">
        {phones.map((phone) => (
          <li key={phone}>
            <PhoneContact phone={phone} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const orderColumns: readonly OrderColumn[] = ["number", "date", "status", "items", "total", "actions"];

function CustomerOrders({ id }: { id: string }) {
  const { t, format } = useI18n();
  const orders = useCustomerOrders(id);
  if (orders.isPending) return <LoadingState message="adminOrders.loading" />;
  if (orders.isError) return <LoadFailedState message="adminOrders.loadFailed" onRetry={() => void orders.refetch()} />;
  const rows = orders.data.pages.flatMap((page) => page.items);
  if (rows.length === 0) return <EmptyState message="admin.customers.noOrders" />;
  const total = orders.data.pages[0]?.total ?? rows.length;
  return (
    <>
      <OrderTable
        orders={rows}
        columns={orderColumns}
        rowTestId="customer-order-row"
        itemCount={(order) => order.itemsCount}
        actions={(order) => <PrintSlipLink orderId={order.id} orderNumber={order.orderNumber} />}
      />
      <LoadMore
        shownText={t("admin.customers.shown", { shown: format.number(rows.length), total: format.number(total) })}
        moreLabel={t("admin.customers.loadMore")}
        hasMore={orders.hasNextPage}
        loading={orders.isFetchingNextPage}
        onMore={() => void orders.fetchNextPage()}
      />
    </>
  );
}
