import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { fetchApplications } from "~/components/affiliates/admin/api";
import { buttonVariants } from "~/components/ui/button";

export default function AdminHome() {
  const pending = useQuery({
    queryKey: ["affiliate-applications", { q: "", status: "pending", page: 1 }],
    queryFn: () => fetchApplications({ q: "", status: "pending", page: 1 }),
  });
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold">Área do operador</h1>
      <div className="max-w-md rounded-xl border border-border bg-card p-5 text-card-foreground">
        <h2 className="text-lg font-bold">Pedidos de afiliação pendentes</h2>
        <p className="mt-2 text-4xl font-extrabold" aria-live="polite">
          {pending.isPending ? "…" : pending.isError ? "—" : pending.data.total}
        </p>
        <Link to="/admin/afiliados" className={`${buttonVariants({ size: "sm" })} mt-4`}>
          Revisar pedidos
        </Link>
      </div>
    </section>
  );
}
