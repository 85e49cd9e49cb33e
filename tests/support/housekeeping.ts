import { createSessionStore } from '#server/modules/auth/sessions.js';
import { createHousekeeping } from '#server/modules/housekeeping/service.js';
import type { TestShop } from './app.js';

/** The shop's housekeeping on its database and clock, run when a test says (not on the hour). */
export const housekeepingOf = (of: TestShop) =>
  createHousekeeping({
    db: of.database.db,
    kind: of.database.kind,
    sessions: createSessionStore({ db: of.database.db, config: of.config, clock: () => of.clock(), cluster: undefined }),
    clock: () => of.clock(),
    log: { warn() {}, info() {} },
  });
