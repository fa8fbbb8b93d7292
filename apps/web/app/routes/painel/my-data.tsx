import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { BILLING_RECORDS_YEARS } from "@tostao/core/billing/retention";
import { accountDeleteSchema, accountEndpoints, ERASE_CONFIRMATION } from "@tostao/core/dashboard/account";
import { Download } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { apiErrorMessage } from "~/features/auth/api-error-message";
import { useResetPersonSession } from "~/features/auth/use-person-session";
import { callApi } from "~/lib/api-client";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Meus dados | Tostão");

export default function MyDataPage() {
  const reset = useResetPersonSession();
  const form = useForm<z.input<typeof accountDeleteSchema>>({
    resolver: zodResolver(accountDeleteSchema),
    defaultValues: { confirm: "" as "EXCLUIR" },
  });
  const erase = useMutation({
    mutationFn: (body: z.input<typeof accountDeleteSchema>) => callApi(accountEndpoints.remove, { body }),
    onSuccess: () => {
      window.location.assign("/conta-excluida");
      return reset();
    },
  });
  const error =
    form.formState.errors.confirm?.message ?? (erase.isError ? apiErrorMessage(erase.error) : undefined);
  return (
    <div className="max-w-2xl space-y-8">
      <h1 className="text-2xl font-bold">Meus dados</h1>
      <section aria-labelledby="download" className="space-y-3">
        <h2 id="download" className="font-bold">
          Baixar tudo o que o Tostão guarda sobre você
        </h2>
        <p className="text-sm text-muted-foreground">
          Uma cópia completa (LGPD, art. 18): conta, registros, categorias, cartões, faturas pagas, limites,
          metas, compras planejadas, lembretes, despesas fixas, avisos, mensagens, aparelhos conectados e
          assinaturas, com os valores em reais.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href="/api/me/data.json">
              <Download aria-hidden="true" /> JSON
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href="/api/me/data.xlsx">
              <Download aria-hidden="true" /> Planilha (.xlsx)
            </a>
          </Button>
        </div>
      </section>
      <section aria-labelledby="erase" className="space-y-3 rounded-2xl border border-destructive p-4">
        <h2 id="erase" className="font-bold text-destructive">
          Excluir minha conta
        </h2>
        <p className="text-sm">
          Serão apagados para sempre: todos os seus registros, categorias, cartões e faturas, limites, metas,
          compras planejadas, lembretes, despesas fixas, as mensagens trocadas com o Tostão, os códigos de
          acesso e os aparelhos conectados. Não dá para desfazer. Se você escrever para o Tostão de novo,
          começa uma conta nova, vazia.
        </p>
        <p className="text-sm">
          A lei obriga a guardar só os registros de cobrança das suas compras, por {BILLING_RECORDS_YEARS}{" "}
          anos. Excluir a conta não cancela a assinatura: cancele antes na plataforma de pagamento (veja em
          Conta).
        </p>
        <form onSubmit={form.handleSubmit((body) => erase.mutate(body))} className="space-y-3" noValidate>
          <FormField id="erase-confirm" label={`Para confirmar, digite ${ERASE_CONFIRMATION}`} error={error}>
            <Input autoComplete="off" {...form.register("confirm")} />
          </FormField>
          <Button
            type="submit"
            variant="destructive"
            disabled={erase.isPending}
            className="h-auto min-h-11 whitespace-normal py-2 text-left"
          >
            Excluir minha conta e todos os dados
          </Button>
        </form>
      </section>
    </div>
  );
}
