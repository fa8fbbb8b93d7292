import { toSearchParams } from "@tostao/core/api/endpoint";
import { Download } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { ChoiceOptions } from "~/components/ui/options";
import { type PeriodPreset, periodPresets, readFilter } from "~/features/dashboard/filters";
import { brDate } from "~/features/dashboard/format";
import { useFilteredPeriod } from "~/features/dashboard/queries";
import { Select } from "~/features/dashboard/select";
import { PlanGate } from "~/features/plan/locked-feature";
import { usePlan } from "~/features/plan/queries";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Exportar | Tostão");

export default function ExportPage() {
  const [params, setParams] = useSearchParams();
  const { filter, preset } = readFilter(params);
  const query = toSearchParams(filter).toString();
  const book = usePlan().data?.book;
  const period = useFilteredPeriod(filter);
  return (
    <div className="max-w-2xl space-y-4">
      <h1 className="text-2xl font-bold">Exportar</h1>
      {book === "business" && (
        <p className="font-semibold">Os arquivos trazem só os registros do livro da Empresa.</p>
      )}
      <p className="text-muted-foreground">
        Baixe seus registros em planilha. O arquivo segue o filtro escolhido; para filtros detalhados
        (categoria, pagamento, busca), filtre em{" "}
        <Link to={`/painel/transacoes?${params}`} className="font-semibold text-primary underline">
          Transações
        </Link>{" "}
        e volte aqui pelo mesmo endereço.
      </p>
      <label className="grid max-w-xs gap-1 text-sm font-medium">
        Período
        <Select
          value={preset}
          onChange={(e) => setParams({ periodo: e.target.value as PeriodPreset }, { replace: true })}
        >
          <ChoiceOptions
            choices={periodPresets.filter(
              (p) => (p.value !== "custom" && p.value !== "named-month") || preset === p.value,
            )}
          />
        </Select>
      </label>
      <p className="text-sm">
        {period
          ? `De ${brDate(period.from)} até ${brDate(period.to)}${period.startsOnPayday ? " (do salário ao dia antes do próximo)" : ""}.`
          : filter.month
            ? "Calculando o período…"
            : filter.from && filter.to
              ? `De ${brDate(filter.from)} até ${brDate(filter.to)}.`
              : "Todos os registros."}
      </p>
      <div className="flex flex-wrap gap-2">
        <PlanGate
          feature="excel_export"
          about="Uma planilha .xlsx com duas abas: Registros (com datas e valores de verdade, prontos para somar) e Totais por categoria e mês."
        >
          <Button asChild>
            <a href={`/api/me/export.xlsx?${query}`}>
              <Download aria-hidden="true" /> Planilha Excel (.xlsx)
            </a>
          </Button>
        </PlanGate>
        <Button asChild variant="outline">
          <a href={`/api/me/export.csv?${query}`}>
            <Download aria-hidden="true" /> CSV (Excel em português)
          </a>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        O .xlsx tem duas abas: Registros (com datas e valores de verdade, prontos para somar) e Totais por
        categoria e mês. O CSV, incluído em todos os planos, usa ponto e vírgula e vírgula decimal, como o
        Excel brasileiro espera.
      </p>
    </div>
  );
}
