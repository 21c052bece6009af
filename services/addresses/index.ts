export { addressRoutes } from './routes.js';
export { addressRequest, addressChangesRequest, type AddressRequest, type AddressChangesRequest } from './schemas.js';
export { addressesOperations } from './operations.js';
export { addressesOf } from './personal-data.js';
