import type { CourierAnswer, CourierCashAnswer } from "@/lib/contracts";
import type { CourierChangesRequest, CourierRequest, RemittanceRequest } from "../../../../services/couriers/schemas.js";

/** `GET /api/admin/couriers` rows and the answer of an add or a change: the server's contract. Amounts: AED. */
export type Courier = CourierAnswer;

/** `POST /api/admin/couriers`; `PATCH /api/admin/couriers/:id` takes any of these and `active`. */
export type CourierInput = CourierRequest;
export type CourierChange = CourierChangesRequest;

/** `GET /api/admin/couriers/:id/cash`: computed from the log as it stood at `asOf`. */
export type CourierCash = CourierCashAnswer;
/** One delivered order's cash as the courier's ledger holds it; `remittedAt` null while the courier holds it. */
export type CashOrder = CourierCash["orders"][number];

/** `POST /api/admin/couriers/:id/remittances`: whose cash, and the server's request. */
export type RemittanceInput = { courierId: string } & RemittanceRequest;
