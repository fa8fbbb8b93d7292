import { zodResolver } from "@hookform/resolvers/zod";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AffiliateStatus } from "@tostao/core/affiliates/application-schema";
import {
  type AffiliateApplicationPage,
  type AffiliateFilterInput,
  affiliateFilterSchema,
} from "@tostao/core/affiliates/endpoints";
import { Download } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import {
  type ApplicationQuery,
  applicationsKey,
  csvUrl,
  fetchApplications,
  reviewApplication,
} from "~/components/affiliates/admin/api";
import { ApplicationCard } from "~/components/affiliates/admin/application-card";
import { buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { ChoiceOptions } from "~/components/ui/options";
import { Pager } from "~/components/ui/pager";
import { listTexts, QueryGate } from "~/components/ui/query-gate";
import { ApiError } from "~/lib/api-client";
import { now } from "~/lib/now";
import { privateMeta } from "~/lib/seo";
import { toast } from "~/lib/use-toast";

export const meta = () => privateMeta("Afiliados | Área do operador | Tostão");

const statusOptions: { value: AffiliateStatus | ""; label: string }[] = [
  { value: "", label: "Todas" },
  { value: "pending", label: "Pendentes" },
  { value: "approved", label: "Aprovadas" },
  { value: "rejected", label: "Rejeitadas" },
];

/** An expired session answers 401: asking the layout to re-check it brings back the login. */
const expired = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Waits until typing pauses so every keystroke does not hit the server. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export default function AdminAffiliates() {
  const client = useQueryClient();
  // The filter bar applies as the operator types (the text once typing pauses), validated by core's schema.
  const filters = useForm<AffiliateFilterInput>({
    resolver: zodResolver(affiliateFilterSchema),
    mode: "onChange",
    defaultValues: { q: "", status: "" },
  });
  const [typed = "", chosen] = useWatch({ control: filters.control, name: ["q", "status"] });
  const search = filters.formState.errors.q ? "" : typed;
  const status = (chosen ?? "") as AffiliateStatus | "";
  const [page, setPage] = useState(1);
  const q = useDebounced(search, 300);
  // A new filter starts again from its first page.
  const firstPage = () => setPage(1);
  const query: ApplicationQuery = { q, status, page };
  const list = useQuery({
    queryKey: applicationsKey(query),
    queryFn: () => fetchApplications(query),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (expired(list.error)) void client.invalidateQueries({ queryKey: ["admin-session"] });
  }, [list.error, client]);

  const review = useMutation({
    mutationFn: (input: { id: number; status: "approved" | "rejected" }) =>
      reviewApplication(input.id, input.status),
    // Optimistic: the badge changes at once and rolls back if the server refuses.
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: ["affiliate-applications"] });
      const previous = client.getQueriesData<AffiliateApplicationPage>({
        queryKey: ["affiliate-applications"],
      });
      const reviewedAt = now().toISOString();
      client.setQueriesData<AffiliateApplicationPage>({ queryKey: ["affiliate-applications"] }, (old) =>
        old
          ? {
              ...old,
              items: old.items.map((item) =>
                item.id === input.id ? { ...item, status: input.status, reviewedAt } : item,
              ),
            }
          : old,
      );
      return { previous };
    },
    onError: (error, _input, context) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
      if (expired(error)) void client.invalidateQueries({ queryKey: ["admin-session"] });
      toast({
        title: "Não foi possível salvar a decisão",
        description: "Ocorreu um erro. Tente novamente.",
        variant: "destructive",
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ["affiliate-applications"] }),
  });

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Pedidos de afiliação</h1>
          <p className="text-muted-foreground">
            Mais recentes primeiro. Aprove ou rejeite e avise a pessoa pelo WhatsApp.
          </p>
        </div>
        <a href={csvUrl({ q, status })} download className={buttonVariants({ variant: "outline" })}>
          <Download aria-hidden="true" /> Exportar CSV
        </a>
      </div>

      <div className="flex flex-wrap gap-4">
        <div className="min-w-64 flex-1 space-y-1">
          <label htmlFor="affiliate-search" className="text-sm font-semibold">
            Buscar pedidos
          </label>
          <Input
            id="affiliate-search"
            type="search"
            placeholder="Nome, WhatsApp, e-mail, profissão ou canal"
            aria-invalid={filters.formState.errors.q ? true : undefined}
            {...filters.register("q", { onChange: firstPage })}
          />
          {filters.formState.errors.q ? (
            <p className="text-sm text-destructive" role="alert">
              {filters.formState.errors.q.message}
            </p>
          ) : null}
        </div>
        <div className="space-y-1">
          <label htmlFor="affiliate-status" className="text-sm font-semibold">
            Situação
          </label>
          <select
            id="affiliate-status"
            {...filters.register("status", { onChange: firstPage })}
            className="flex h-11 rounded-lg border border-input bg-background px-3 text-base"
          >
            <ChoiceOptions choices={statusOptions} />
          </select>
        </div>
      </div>

      <QueryGate query={list} {...listTexts("os", "pedidos")}>
        {(data) =>
          data.items.length === 0 ? (
            <p>
              {q || status
                ? "Nenhum pedido encontrado com esses filtros."
                : "Nenhum pedido de afiliação ainda."}
            </p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {data.total === 1 ? "1 pedido" : `${data.total} pedidos`}
              </p>
              <ul className="space-y-4">
                {data.items.map((application) => (
                  <li key={application.id}>
                    <ApplicationCard
                      application={application}
                      onReview={(next) => review.mutate({ id: application.id, status: next })}
                    />
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                total={data.total}
                pageSize={data.pageSize}
                onPage={setPage}
                className="justify-center"
              />
            </>
          )
        }
      </QueryGate>
    </section>
  );
}
