import { publicConfig } from "~/lib/public-config";
import { Figures } from "./figures";

export function StatsSection() {
  const { stats } = publicConfig;
  const items = [
    { value: stats.records, label: "registros processados" },
    { value: stats.managed, label: "gerenciados" },
    { value: stats.reminders, label: "compromissos lembrados" },
    { value: stats.accuracy, label: "de precisão da IA" },
    { value: stats.excellent, label: "dos usuários avaliam como excelente" },
  ];
  return (
    <section aria-labelledby="numeros-title" className="bg-primary px-4 py-16 text-primary-foreground">
      <div className="mx-auto max-w-6xl text-center">
        <h2 id="numeros-title" className="text-3xl font-extrabold">
          NÚMEROS QUE COMPROVAM
        </h2>
        <Figures
          items={items}
          className="mt-10 grid grid-cols-2 gap-8 lg:grid-cols-5"
          labelClass="mt-1 text-sm font-medium"
          valueClass="text-3xl font-extrabold sm:text-4xl"
        />
        <p className="mt-8 text-sm">Avaliação com base nos últimos 3 meses.</p>
      </div>
    </section>
  );
}
