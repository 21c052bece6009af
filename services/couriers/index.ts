export { couriersRoutes } from './routes.js';
export { addCourier, reviseCourier, remitCash, courierCashAsOf } from './commands.js';
export {
  courierRequest,
  courierChangesRequest,
  remittanceRequest,
  courierMessages,
  type CourierRequest,
  type CourierChangesRequest,
  type RemittanceRequest,
} from './schemas.js';
export { couriersOperations } from './operations.js';
