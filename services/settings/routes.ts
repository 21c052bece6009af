import { jsonEntry, sendJsonEntry } from '../../infra/http/cache.js';
import { metadataOf, written } from '../../infra/http/context.js';
import { parse } from '../../infra/http/validate.js';
import { readAdminSettings, readStoreSettings } from '../../projections/settings/index.js';
import { changeSetting } from './commands.js';
import { settingRequest, type AdminSettingsAnswer, adminSettingsAnswer, settingChangeAnswer, settingsAnswer } from './schemas.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

export const settingsRoutes: readonly RouteDefinition[] = [
  // One tiny row, read every time; tagged like the catalog so a browser revalidates it with a 304.
  {
    method: 'GET',
    route: '/api/settings',
    summary: "The shop's settings (the COD fee, the days to ask for a return)",
    access: 'anyone',
    responses: { 200: settingsAnswer },
    handler: (context) => async (req, res) => {
      sendJsonEntry(req, res, jsonEntry(await readStoreSettings(context.pool)));
    },
  },
  {
    method: 'GET',
    route: '/api/admin/settings',
    summary: "The shop's settings",
    access: 'admin',
    responses: { 200: adminSettingsAnswer },
    handler: (context) => async (_req, res) => {
      res.setHeader('cache-control', 'no-store');
      res.json((await readAdminSettings(context.pool)) satisfies AdminSettingsAnswer);
    },
  },
  {
    method: 'POST',
    route: '/api/admin/settings',
    summary: 'Change a setting',
    access: 'admin',
    body: settingRequest,
    responses: { 200: settingChangeAnswer },
    handler: (context) => async (req, res) => {
      const body = parse(settingRequest, req.body);
      // Answered from the decision (ADR 049): the setting just set, under its key (the whole numbers as numbers).
      const { append, value } = await changeSetting(context, body, metadataOf(req));
      await written(context, req, res, append);
      res.setHeader('cache-control', 'no-store');
      res.json({ [body.key]: body.key === 'codFee' ? value : Number(value) });
    },
  },
];
