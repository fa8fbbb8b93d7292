import { accountEndpoints } from "@tostao/core/dashboard/account";
import type { Db } from "@tostao/db";
import { Hono } from "hono";
import { clearSessionCookie } from "../../auth/session-cookie.ts";
import { personOf } from "../../auth/session-middleware.ts";
import { readJson } from "../../http/read-json.ts";
import { removeUploadFiles, type UploadFiles } from "../../media/upload-files.ts";
import { booksVersion, getAccount, renameAccount, setInstalmentView } from "./account-ops.ts";
import { eraseAccount } from "./erase-account.ts";

/** /api/me itself: the account, its books' version, how it counts credit parts, and erasing it. */
export function accountRoutes(deps: { db: Db; uploads: UploadFiles }) {
  const { db } = deps;
  return new Hono()
    .get("/", async (c) => c.json({ account: await getAccount(db, { userId: personOf(c).userId }) }))
    .patch("/", async (c) => {
      const { userId } = personOf(c);
      const { name } = await readJson(c, accountEndpoints.update.body);
      return c.json({ account: await db.transaction((tx) => renameAccount(tx, { userId, name })) });
    })
    .delete("/", async (c) => {
      const { userId } = personOf(c);
      await readJson(c, accountEndpoints.remove.body);
      const { files } = await db.transaction((tx) => eraseAccount(tx, { userId }));
      // Their files waiting to be read go with the account, not at the next sweep.
      await removeUploadFiles(deps.uploads, files);
      clearSessionCookie(c, "person");
      return c.json({ deleted: true as const });
    })
    .put("/instalment-view", async (c) => {
      const { userId } = personOf(c);
      const { view } = await readJson(c, accountEndpoints.instalmentView.body);
      return c.json({ account: await db.transaction((tx) => setInstalmentView(tx, { userId, view })) });
    })
    .get("/version", async (c) =>
      c.json({ version: await booksVersion(db, { userId: personOf(c).userId }) }),
    );
}
