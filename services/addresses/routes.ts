import { z } from 'zod';
import { metadataOf, written } from '../../infra/http/context.js';
import { keysetPage, pageRequest, sendPage, timeIdKey } from '../../infra/http/paging.js';
import { uuidParam } from '../../infra/http/params.js';
import { parse } from '../../infra/http/validate.js';
import { listAddresses } from '../../projections/addresses/index.js';
import { addressNotFoundMessage, maxAddresses } from './address-book.decider.js';
import { removeAddress, reviseAddress, saveAddress } from './commands.js';
import { addressChangesRequest, addressRequest, addressAnswer } from './schemas.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

/** A page holds every address she can have: the book is one page in practice, paged like every list. */
const addressLimits = { default: maxAddresses, max: maxAddresses };

/** A signed-in shopper's own delivery addresses; another's answer 404, as missing ones do. */
export const addressRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    route: '/api/account/addresses',
    summary: 'Her saved addresses',
    access: 'customer',
    paged: true,
    responses: { 200: z.array(addressAnswer) },
    handler: (context) => async (req, res) => {
      const page = pageRequest(req.query, timeIdKey, addressLimits);
      const { rows, total } = await listAddresses(context.pool, req.user!.id, { limit: page.limit + 1, after: page.after });
      sendPage(req, res, keysetPage(rows, page.limit, total, (address) => [address.createdAt, address.id]));
    },
  },
  {
    method: 'POST',
    route: '/api/account/addresses',
    summary: 'Save an address',
    access: 'customer',
    body: addressRequest,
    responses: { 201: addressAnswer },
    handler: (context) => async (req, res) => {
      const body = parse(addressRequest, req.body);
      const { append, address } = await saveAddress(context.store, req.user!.id, body, metadataOf(req));
      // Answered at the append, with the address as her book holds it after the decision (ADR 049).
      await written(context, req, res, append);
      res.status(201).json(address);
    },
  },
  {
    method: 'PATCH',
    route: '/api/account/addresses/:id',
    summary: 'Change a saved address',
    access: 'customer',
    body: addressChangesRequest,
    responses: { 200: addressAnswer },
    handler: (context) => async (req, res) => {
      const addressId = uuidParam(req, 'id', addressNotFoundMessage);
      const body = parse(addressChangesRequest, req.body);
      const { append, address } = await reviseAddress(context.store, req.user!.id, addressId, body, metadataOf(req));
      await written(context, req, res, append);
      res.json(address);
    },
  },
  {
    method: 'DELETE',
    route: '/api/account/addresses/:id',
    summary: 'Delete a saved address',
    access: 'customer',
    responses: { 204: null },
    handler: (context) => async (req, res) => {
      const addressId = uuidParam(req, 'id', addressNotFoundMessage);
      await written(context, req, res, await removeAddress(context.store, req.user!.id, addressId, metadataOf(req)));
      res.status(204).end();
    },
  },
];
