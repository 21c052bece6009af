import { Router } from 'express';
import { jsonEntry, sendJsonEntry } from '../../infra/http/cache.js';
import { metadataOf, written, type ModuleContext } from '../../infra/http/context.js';
import { parse } from '../../infra/http/validate.js';
import { readAdminSettings, readStoreSettings } from '../../projections/settings/index.js';
import { addBusinessRoutes } from './business-routes.js';
import { changeSetting } from './commands.js';
import { settingRequest, type AdminSettingsAnswer } from './schemas.js';

export function settingsRoutes(context: ModuleContext): Router {
  const router = Router();

  // One tiny row, read every time; tagged like the catalog so a browser revalidates it with a 304.
  router.get('/settings', async (req, res) => {
    sendJsonEntry(req, res, jsonEntry(await readStoreSettings(context.pool)));
  });

  router.get('/admin/settings', async (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json((await readAdminSettings(context.pool)) satisfies AdminSettingsAnswer);
  });

  router.post('/admin/settings', async (req, res) => {
    const body = parse(settingRequest, req.body);
    // Answered from the decision (ADR 049): the setting just set, under its key (the whole numbers as numbers).
    const { append, value } = await changeSetting(context, body, metadataOf(req));
    await written(context, req, res, append);
    res.setHeader('cache-control', 'no-store');
    res.json({ [body.key]: body.key === 'codFee' ? value : Number(value) });
  });

  addBusinessRoutes(router, context);

  return router;
}
