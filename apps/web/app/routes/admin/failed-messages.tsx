import { useMutation, useQueryClient } from "@tanstack/react-query";
import { billingAdminEndpoints, contactLabel } from "@tostao/core";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Pager } from "~/components/ui/pager";
import { listTexts, QueryGate } from "~/components/ui/query-gate";
import { formatDateTime, integer } from "~/features/billing-admin/format";
import { useAdminQuery } from "~/features/billing-admin/use-admin-query";
import { ApiError } from "~/lib/api";
import { callApi } from "~/lib/api-client";
import { privateMeta } from "~/lib/seo";
import { toast } from "~/lib/use-toast";
import { countOf } from "~/lib/utils";

export const meta = () => privateMeta("Mensagens com falha | Área do operador | Tostão");

export default function AdminFailedMessages() {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useAdminQuery(["billing-failed-messages", page], () =>
    callApi(billingAdminEndpoints.failedMessages, { query: { page } }),
  );
  const retry = useMutation({
    mutationFn: (id: number) => callApi(billingAdminEndpoints.retryMessage, { params: { id } }),
    onSuccess: () =>
      toast({ title: "Mensagem na fila", description: "Ela será enviada de novo em instantes." }),
    onError: (error) =>
      toast({
        title: "Não foi possível reenviar",
        description: error instanceof ApiError ? error.message : "Ocorreu um erro. Tente novamente.",
        variant: "destructive",
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ["billing-failed-messages"] });
      void client.invalidateQueries({ queryKey: ["billing-overview"] });
    },
  });
  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Mensagens com falha</h1>
        <p className="text-muted-foreground">
          Envios que o WhatsApp recusou ou que esgotaram as tentativas. Corrija a causa e reenvie.
        </p>
      </div>
      <QueryGate query={list} {...listTexts("as", "mensagens")}>
        {(data) =>
          data.items.length === 0 ? (
            <p>Nenhuma mensagem com falha. 🎉</p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">{integer.format(data.total)} mensagem(ns)</p>
              <ul className="space-y-3">
                {data.items.map((m) => (
                  <li key={m.id} className="space-y-2 rounded-xl border border-border p-4">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <div>
                        <span className="font-semibold">{m.name ?? "Sem nome"}</span>{" "}
                        <span className="text-muted-foreground">
                          {contactLabel(m)} · {m.channel === "whatsapp" ? "WhatsApp" : "Chat web"} ·{" "}
                          {formatDateTime(m.updatedAt)}
                        </span>
                      </div>
                      <Button
                        size="sm"
                        onClick={() => retry.mutate(m.id)}
                        disabled={retry.isPending && retry.variables === m.id}
                        aria-label={`Reenviar a mensagem para ${m.name ?? contactLabel(m)}`}
                      >
                        {retry.isPending && retry.variables === m.id ? "Reenviando…" : "Reenviar"}
                      </Button>
                    </div>
                    <p className="whitespace-pre-line text-sm">{m.body ?? "(sem texto)"}</p>
                    <p className="text-sm text-destructive">
                      {m.error ?? "Sem detalhe do erro"} · {countOf(m.attempts, "tentativa", "tentativas")}
                    </p>
                  </li>
                ))}
              </ul>
              <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={setPage} />
            </>
          )
        }
      </QueryGate>
    </section>
  );
}
