import { describe, expect, it } from 'vitest';
import { storeCatalogue } from '../../events/index.js';
import { allProjections } from '../index.js';

/**
 * The statements that fill read models inside the database (fromLog, deferredFromLog) read events as stored, not
 * upcast: each was written against these versions of the types it reads, and reads only fields every stored
 * version has. A new version of one of them must be looked at there before this list is changed.
 */
const readAsStored: Record<string, number> = {
  // Version 3 added the discount, delivery fee, emirate and coupon: the orders statement reads them with 0.00 and
  // null for older versions, as the upcaster does; the others read fields every version has.
  // Version 4 added the store credit taken and the exchange: the orders statement reads the credit as 0 when absent.
  // Version 5 reads the phone in E.164: a personal field, which the statements read opened, and `openPersonalFields`
  // lifts the opened fields through that upcast (`personalUpcast`).
  OrderPlaced: 5,
  // Version 2 added `correction` and `reachedBefore`: the shopper notifications, stats and COD report statements read
  // them as false when absent, as the upcaster does; the others read `to` and `changedAt`, which both versions have.
  OrderStatusChanged: 2,
  OrderDeleted: 1,
  OrderCancelled: 1,
  ContactAttemptRecorded: 1,
  ShipmentAssigned: 1,
  DeliveryAttempted: 1,
  OrderReturnStarted: 1,
  OrderReturnReceived: 1,
  OrderItemsEdited: 1,
  // Version 2 reads both phones in E.164: personal fields, lifted as they are opened, as for OrderPlaced.
  OrderAddressChanged: 2,
  InvoiceIssued: 1,
  CodCollected: 1,
  CodRemitted: 1,
  ShopperNotificationsRead: 1,
  StockAlertFired: 1,
  ReviewRequested: 1,
  // Version 2 added each variant's `colorKey`; the statements read the product's and its variants' ids and the stock
  // figures, which both versions have.
  ProductCreated: 2,
  ProductRevised: 2,
  ProductDeleted: 1,
  UserRegistered: 1,
  // The stats statement counts customers by the `from` and `to` of each role change.
  UserRoleChanged: 1,
  StockAdjusted: 1,
  StockAdjustmentMade: 1,
  // Version 2 added `reason` and `returnId`; the stock statement reads `remaining`, which both versions have.
  StockReserved: 2,
  // Version 2 added `reason`; the stock statement reads `remaining`, which both versions have.
  StockReleased: 2,
  DamagedReturnRecorded: 1,
  // The orders statement clears the orders of every person erased (by `userId`).
  PersonalDataErased: 1,
};

describe('read models filled inside the database', () => {
  it('read event types at the versions their statements were written for', () => {
    for (const [type, version] of Object.entries(readAsStored)) {
      expect(storeCatalogue.definition(type).schemaVersion, type).toBe(version);
    }
  });

  it('cover every type of the read models they fill, and defer only types their read model handles', () => {
    for (const projection of allProjections) {
      if (projection.fromLog) for (const type of projection.handles) expect(readAsStored, `${projection.name}: ${type}`).toHaveProperty(type);
      for (const type of projection.deferredFromLog?.types ?? []) {
        expect(projection.handles, projection.name).toContain(type);
        expect(readAsStored, `${projection.name}: ${type}`).toHaveProperty(type);
      }
    }
  });
});
