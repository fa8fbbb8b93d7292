import { publicConfig } from "~/lib/public-config";

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
        <dl className="mt-10 grid grid-cols-2 gap-8 lg:grid-cols-5">
          {items.map((item) => (
            <div key={item.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm font-medium">{item.label}</dt>
              <dd className="text-3xl font-extrabold sm:text-4xl">{item.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-8 text-sm">Avaliação com base nos últimos 3 meses.</p>
      </div>
    </section>
  );
}
