export default function AdminHome() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-bold">Área do operador</h1>
      <p className="text-muted-foreground">Escolha uma seção no menu acima.</p>
    </section>
  );
}
