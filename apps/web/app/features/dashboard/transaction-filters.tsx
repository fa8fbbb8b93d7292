import { recordKindLabels } from "@tostao/core/dashboard/fields";
import { parseReaisText } from "@tostao/core/dashboard/forms";
import { SlidersHorizontal } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { ChoiceOptions, Options } from "~/components/ui/options";
import { cn } from "~/lib/utils";
import { type PeriodPreset, periodPresets } from "./filters";
import { KindOptions, PaymentOptions } from "./options";
import { useCategories } from "./queries";
import { Select } from "./select";

type SetParams = (changes: Record<string, string | string[] | null>) => void;

/** The filters that narrow the list (the period only when it is not the default month; sort is not one). */
export const filterKeys = ["kind", "category", "payment", "q", "minCents", "maxCents"] as const;

function activeFilterCount(params: URLSearchParams, preset: PeriodPreset): number {
  return filterKeys.filter((key) => params.get(key)).length + (preset === "month" ? 0 : 1);
}

const reaisParam = (params: URLSearchParams, key: string) =>
  params.get(key) ? String(Number(params.get(key)) / 100).replace(".", ",") : "";

/**
 * The Transações filters, kept in the URL. On a phone they fold behind a "Filtros" button that
 * shows how many are on; from the small-tablet width up they are always open.
 */
export function TransactionFilters({
  preset,
  params,
  set,
}: {
  preset: PeriodPreset;
  params: URLSearchParams;
  set: SetParams;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = activeFilterCount(params, preset);
  const clear = () =>
    set({ periodo: null, from: null, to: null, ...Object.fromEntries(filterKeys.map((k) => [k, null])) });
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-2 sm:hidden">
        <Button
          type="button"
          variant="outline"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <SlidersHorizontal aria-hidden="true" /> Filtros
          {count > 0 ? (
            <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">
              {count}
              <span className="sr-only"> {count === 1 ? "ativo" : "ativos"}</span>
            </span>
          ) : null}
        </Button>
        {count > 0 ? (
          <Button type="button" variant="ghost" size="sm" onClick={clear}>
            Limpar filtros
          </Button>
        ) : null}
      </div>
      <FilterFields id={panelId} open={open} preset={preset} params={params} set={set} />
      {count > 0 ? (
        <Button type="button" variant="ghost" size="sm" className="hidden sm:inline-flex" onClick={clear}>
          Limpar filtros ({count})
        </Button>
      ) : null}
    </div>
  );
}

function FilterFields({
  id,
  open,
  preset,
  params,
  set,
}: {
  id: string;
  open: boolean;
  preset: PeriodPreset;
  params: URLSearchParams;
  set: SetParams;
}) {
  const categories = useCategories();
  const urlQ = params.get("q") ?? "";
  const [q, setQ] = useState(urlQ);
  // "Limpar filtros" (or a link) changes the URL: the box follows it.
  useEffect(() => setQ(urlQ), [urlQ]);
  const setLatest = useRef(set);
  setLatest.current = set;
  useEffect(() => {
    if (urlQ === q) return;
    const timer = setTimeout(() => setLatest.current({ q }), 300);
    return () => clearTimeout(timer);
  }, [q, urlQ]);
  const centsParam = (key: string, text: string) =>
    set({ [key]: text ? String(parseReaisText(text) ?? "") : null });
  /** A select bound to the URL parameter `key`, whose first choice (`all`) filters nothing. */
  const choose = (label: string, key: string, options: ReactNode, all = "Todos") => (
    <label className="grid gap-1 text-sm">
      {label}
      <Select value={params.get(key) ?? ""} onChange={(e) => set({ [key]: e.target.value })}>
        <option value="">{all}</option>
        {options}
      </Select>
    </label>
  );
  return (
    <form
      id={id}
      aria-label="Filtros"
      className={cn(
        "gap-2 rounded-xl border border-border p-3 sm:grid sm:grid-cols-2 lg:grid-cols-4",
        open ? "grid" : "hidden",
      )}
      onSubmit={(e) => e.preventDefault()}
    >
      <label className="grid gap-1 text-sm">
        Período
        <Select value={preset} onChange={(e) => set({ periodo: e.target.value, from: null, to: null })}>
          <ChoiceOptions choices={periodPresets} />
        </Select>
      </label>
      {preset === "custom" ? (
        <div className="grid grid-cols-2 gap-2">
          <label className="grid gap-1 text-sm">
            De
            <Input
              type="date"
              value={params.get("from") ?? ""}
              onChange={(e) => set({ from: e.target.value })}
            />
          </label>
          <label className="grid gap-1 text-sm">
            Até
            <Input type="date" value={params.get("to") ?? ""} onChange={(e) => set({ to: e.target.value })} />
          </label>
        </div>
      ) : null}
      {choose("Tipo", "kind", <KindOptions />)}
      {choose(
        "Categoria",
        "category",
        <>
          <option value="none">Sem categoria</option>
          <Options
            items={categories.data?.items ?? []}
            value={(c) => c.id}
            label={(c) => `${c.name} (${recordKindLabels[c.kind]})`}
          />
        </>,
        "Todas",
      )}
      {choose("Pagamento", "payment", <PaymentOptions />)}
      <label className="grid gap-1 text-sm">
        Buscar na descrição
        <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Ex.: mercado" />
      </label>
      <div className="grid grid-cols-2 gap-2">
        {(["minCents", "maxCents"] as const).map((key) => (
          <label key={key} className="grid gap-1 text-sm">
            {key === "minCents" ? "Valor mínimo" : "Valor máximo"}
            <Input
              // Re-mounted when the URL changes (e.g. "Limpar filtros"), typed freely in between.
              key={params.get(key) ?? ""}
              inputMode="decimal"
              defaultValue={reaisParam(params, key)}
              onBlur={(e) => centsParam(key, e.target.value)}
              onKeyDown={(e) => e.key === "Enter" && centsParam(key, e.currentTarget.value)}
            />
          </label>
        ))}
      </div>
      <label className="grid gap-1 text-sm">
        Ordenar por
        <Select value={params.get("sort") ?? "-date"} onChange={(e) => set({ sort: e.target.value })}>
          <option value="-date">Mais recentes</option>
          <option value="date">Mais antigos</option>
          <option value="-amount">Maior valor</option>
          <option value="amount">Menor valor</option>
        </Select>
      </label>
    </form>
  );
}
