import { z } from "zod";
import { get, patch, post } from "../api/endpoint.ts";
import { lazySchema } from "../api/lazy-schema.ts";
import { idSchema, recordKindSchema, requiredTextSchema, updateSchema } from "./fields.ts";
import { operationIdSchema } from "./operations.ts";

export const categorySchema = lazySchema(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    kind: recordKindSchema,
    color: z.string().nullable(),
    archived: z.boolean(),
    /** How many records use it. */
    count: z.number(),
  }),
);
export type Category = z.infer<typeof categorySchema>;

const name = lazySchema(() =>
  requiredTextSchema("Informe o nome da categoria.", 40, "O nome pode ter no máximo 40 caracteres."),
);
const color = lazySchema(() =>
  z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { message: "Cor inválida: use o formato #RRGGBB." })
    .transform((value) => value.toLowerCase()),
);

/** POST /api/me/categories */
export const categoryCreateSchema = lazySchema(() =>
  z.object({
    name,
    kind: recordKindSchema,
    color: color.nullable().optional(),
  }),
);
export type CategoryCreate = z.infer<typeof categoryCreateSchema>;

/** PATCH /api/me/categories/:id: rename, recolour, archive or bring back. */
export const categoryUpdateSchema = lazySchema(() =>
  updateSchema({
    name: name.optional(),
    color: color.nullable().optional(),
    archived: z.boolean().optional(),
  }),
);
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

/** POST /api/me/categories/:id/merge: moves every record of :id into `intoId` and removes :id. */
export const categoryMergeSchema = lazySchema(() => z.object({ intoId: idSchema }));

export const categoryListSchema = lazySchema(() => z.object({ items: z.array(categorySchema) }));
/** A category saved or merged, and the operation "Desfazer" undoes. */
export const categorySavedSchema = lazySchema(() =>
  z.object({ item: categorySchema, operationId: operationIdSchema }),
);
export const categoryMergedSchema = lazySchema(() =>
  z.object({
    item: categorySchema,
    moved: z.number(),
    operationId: operationIdSchema,
  }),
);

export const categoryEndpoints = {
  list: get("/api/me/categories", categoryListSchema),
  create: post("/api/me/categories", categorySavedSchema, { body: categoryCreateSchema }),
  update: patch("/api/me/categories/:id", categorySavedSchema, { body: categoryUpdateSchema }),
  merge: post("/api/me/categories/:id/merge", categoryMergedSchema, { body: categoryMergeSchema }),
};
